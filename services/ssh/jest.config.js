module.exports = require('../../jest.preset')(__dirname, { testTimeout: 30_000 });
