// The one shared-dependency map for the host and every remote (design.md §7): each library that
// holds module-level state (React's dispatcher, router and query contexts, zustand) must exist
// once per page, so all are singletons; so is our ui package. requiredVersion comes from this package's manifest so a
// bump happens in one place.
const { dependencies } = require('../package.json');

const SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-router-dom': 'react-router-dom',
  '@tanstack/react-query': '@tanstack/react-query',
  zustand: 'zustand',
  // The ui package holds module state too (the toast and theme stores), and with its Radix and icon
  // dependencies it is the largest shared code after React: one copy per page.
  '@dop/ui': '@dop/ui',
};

function sharedSingletons() {
  const shared = {};
  for (const [request, pkg] of Object.entries(SINGLETONS)) {
    const requiredVersion = dependencies[pkg];
    if (!requiredVersion) throw new Error(`@dop/mf-kit/package.json lists no version for ${pkg}`);
    shared[request] = { singleton: true, requiredVersion };
  }
  return shared;
}

/** "domains", "mf-domains" → "mf_domains": the container name a remote registers under. */
function containerName(name) {
  return 'mf_' + name.replace(/^mf-/, '').replace(/-/g, '_');
}

module.exports = { sharedSingletons, containerName, SINGLETONS };
