module.exports = require('../mf-kit/jest/web-preset.js')(__dirname);
