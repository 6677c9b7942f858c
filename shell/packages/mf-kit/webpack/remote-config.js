const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { baseConfig } = require('./base-config');
const { containerName, sharedSingletons } = require('./shared');

/**
 * A remote: container `mf_<name>` in `remoteEntry.js` exposing `./App`, found by the shell at run
 * time through /remotes.json, so it can be redeployed alone.
 * @param {{ name: string, dir: string, exposes?: Record<string, string> }} options
 */
function remoteConfig({ name, dir, exposes = { './App': './src/app/App.tsx' } }) {
  const config = baseConfig({ dir, title: name.startsWith('mf-') ? name : `mf-${name}` });
  config.plugins.push(
    new ModuleFederationPlugin({
      name: containerName(name),
      filename: 'remoteEntry.js',
      exposes,
      shared: sharedSingletons(),
      // Type archives would be fetched over the network at build time (platform.md).
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

module.exports = { remoteConfig };
