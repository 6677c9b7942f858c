#!/usr/bin/env node
// Runs the conformance runner (TypeScript) through tsx, as bin/embedded-mongo.js does for the server.
require('tsx/cjs');
require('../src/conformance/cli.ts');
