const { remoteConfig } = require('@dop/mf-kit/webpack');

module.exports = remoteConfig({ name: 'billing', dir: __dirname });
