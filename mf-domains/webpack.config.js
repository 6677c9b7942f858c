const { remoteConfig } = require('@dop/mf-kit/webpack');

module.exports = remoteConfig({ name: 'domains', dir: __dirname });
