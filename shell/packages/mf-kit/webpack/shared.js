// The one shared-dependency map for the host and every remote (design.md §7): each library that
// holds module-level state (React's dispatcher, router and query contexts, zustand) must exist
// once per page, so all are singletons; so are our ui package and zod (the contracts' schemas), the
// largest code every remote carries after React. requiredVersion comes from this package's manifest
// (zod's from the contracts package that depends on it), so a bump happens in one place.
const { dependencies } = require('../package.json');
const path = require('node:path');
// The contracts package's exports map hides its manifest; it sits beside its src/index.ts.
const contracts = require(path.join(path.dirname(require.resolve('@dop/contracts')), '..', 'package.json'));

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
  // zod: about 20 KB compressed in every remote's first chunk; loaded once from whichever app registers it.
  zod: 'zod',
};

function versionOf(pkg) {
  return dependencies[pkg] ?? contracts.dependencies?.[pkg];
}

function sharedSingletons() {
  const shared = {};
  for (const [request, pkg] of Object.entries(SINGLETONS)) {
    const requiredVersion = versionOf(pkg);
    if (!requiredVersion) throw new Error(`neither @dop/mf-kit nor @dop/contracts lists a version for ${pkg}`);
    shared[request] = { singleton: true, requiredVersion };
  }
  return shared;
}

/** "domains", "mf-domains" → "mf_domains": the container name a remote registers under. */
function containerName(name) {
  return 'mf_' + name.replace(/^mf-/, '').replace(/-/g, '_');
}

module.exports = { sharedSingletons, containerName, SINGLETONS };
