#!/usr/bin/env node
// `npm start`: runs the whole product on one machine. Plain Node so it works on a fresh clone before
// anything is installed; once dependencies are in place the TypeScript supervisor takes over (via tsx).
'use strict';
const { ensureDeps } = require('./ensure-deps');

if (!ensureDeps()) process.exit(1);
require('tsx/cjs');
require('../src/main.ts');
