const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { baseConfig } = require('./base-config');
const { sharedSingletons } = require('./shared');

/**
 * The host: no remotes at build time (they are registered from /remotes.json when the page runs),
 * only the shared singletons the remotes will borrow.
 * @param {{ name?: string, dir: string, title: string }} options
 */
function hostConfig({ name = 'shell', dir, title }) {
  const config = baseConfig({ dir, title, htmlPublicPath: '/' });
  config.plugins.push(
    new ModuleFederationPlugin({
      name,
      remotes: {},
      shared: sharedSingletons(),
      dts: false,
      // The shell finds remotes through the gateway's /remotes.json, not mf-manifest.json.
      manifest: false,
      // A browser-only runtime without the snapshot plugin (used with mf-manifest.json, which we do
      // not use): every remoteEntry.js is smaller by that much.
      experiments: { optimization: { disableSnapshot: true, target: 'web' } },
    }),
  );
  return config;
}

module.exports = { hostConfig };
