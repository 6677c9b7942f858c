const { remoteConfig } = require('@dop/mf-kit/webpack');

module.exports = remoteConfig({ name: 'settings', dir: __dirname });
