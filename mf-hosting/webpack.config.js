const { remoteConfig } = require('@dop/mf-kit/webpack');

module.exports = remoteConfig({ name: 'hosting', dir: __dirname });
