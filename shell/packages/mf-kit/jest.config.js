module.exports = require('./jest/web-preset.js')(__dirname);
