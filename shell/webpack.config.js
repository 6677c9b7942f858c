const { hostConfig } = require('@dop/mf-kit/webpack');

module.exports = hostConfig({ dir: __dirname, title: 'Domain Operations' });
