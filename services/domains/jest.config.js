// Bulk jobs run against the real registrars service and its simulators on 2 shared cores: generous budget.
module.exports = require('../../jest.preset')(__dirname, { testTimeout: 120_000 });
