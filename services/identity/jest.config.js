// The preset's transformIgnorePatterns let jest transform the ESM-only packages used here (cookie 2
// through light-my-request, i.e. app.inject; p-retry 7 through service-kit's retry).
// Sign-in tests hash passwords with scrypt on 2 shared cores: a generous per-test budget avoids flakes.
module.exports = require('../../jest.preset')(__dirname, { testTimeout: 30_000 });
