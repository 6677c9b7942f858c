// testTimeout in a project config is ignored when jest runs from the root (it is a global option), so
// the longer budget for real sshd/NATS/Mongo round trips is set per test file by the setup file.
module.exports = require('../../jest.preset')(__dirname, { setupFilesAfterEnv: ['<rootDir>/test/setup-timeout.ts'] });
