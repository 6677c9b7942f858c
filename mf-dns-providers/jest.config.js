const path = require('node:path');

module.exports = require('@dop/mf-kit/jest/web-preset.js')(__dirname, {
  setupFiles: [require.resolve('@dop/mf-kit/jest/jsdom-globals.js'), path.join(__dirname, 'jest.resize-observer.js')],
});
