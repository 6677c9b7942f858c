// jest settings for every front end: jsdom, and stylesheets replaced by an empty module
// (webpack handles CSS; the tests look at markup and behaviour).
const path = require('node:path');
const preset = require('../../../../jest.preset.js');

module.exports = function webPreset(dir, overrides = {}) {
  return preset(dir, {
    testEnvironment: 'jsdom',
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'style-stub.js') },
    setupFiles: [path.join(__dirname, 'jsdom-globals.js')],
    ...overrides,
  });
};
