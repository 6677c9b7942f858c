// The preset's transformIgnorePatterns already let jest transform the ESM-only packages this one uses
// (cookie 2 through light-my-request, i.e. app.inject; p-retry 7 and is-network-error).
module.exports = require('../../../jest.preset')(__dirname);
