const { remoteConfig } = require('@dop/mf-kit/webpack');

module.exports = remoteConfig({ name: 'dns-providers', dir: __dirname });
