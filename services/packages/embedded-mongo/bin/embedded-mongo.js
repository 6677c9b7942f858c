#!/usr/bin/env node
// Runs the TypeScript CLI through tsx; packages in this monorepo have no build step.
require('tsx/cjs');
require('../src/cli.ts');
