module.exports = require('@dop/mf-kit/jest/web-preset.js')(__dirname, {
  // e2e/ holds Playwright specs; jest only runs the unit tests under src/.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/e2e/'],
});
