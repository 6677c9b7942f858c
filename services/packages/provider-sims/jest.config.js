// The preset's transformIgnorePatterns let jest transform the ESM-only packages used here (cookie 2
// through light-my-request, i.e. app.inject; p-retry 7 through service-kit's retry).
module.exports = require('../../../jest.preset')(__dirname);
