// `npm run demo`: plain Node first (a fresh clone has no node_modules yet), like deploy/bin/start.js;
// once dependencies are installed the TypeScript demo takes over through tsx.
'use strict';
const { ensureDeps } = require('../../bin/ensure-deps');

if (!ensureDeps()) process.exit(1);
require('tsx/cjs');
require('./main.ts');
