module.exports = require('@dop/mf-kit/jest/web-preset.js')(__dirname);
