// Purchases run against the real registrars service and its simulators on 2 shared cores: generous
// budget. testTimeout is a global option jest ignores in a project run from the root, so a setup file sets it.
module.exports = require('../../jest.preset')(__dirname, { testTimeout: 120_000, setupFilesAfterEnv: ['<rootDir>/test/setup-timeout.ts'] });
