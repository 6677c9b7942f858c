/** @jest-environment node */
// Issue 31: every app is built from these configs (the shell's and each mf-*'s webpack.config.js
// only call hostConfig/remoteConfig), so what holds here holds for all nine builds.
import path from 'node:path';

interface Shared {
  singleton: boolean;
  requiredVersion: string;
}
interface Plugin {
  constructor: { name: string };
  options?: { filename?: string; algorithm?: string };
}
const kit = require('../../webpack') as {
  sharedSingletons: () => Record<string, Shared>;
  remoteConfig: (o: { name: string; dir: string }) => { plugins: Plugin[] };
  hostConfig: (o: { dir: string; title: string }) => { plugins: Plugin[] };
};

const dir = path.resolve(__dirname, '../../../../../mf-env');

describe('mf-kit webpack configs', () => {
  it('share react, react-dom, the router, query, zustand, the ui package and zod as singletons', () => {
    const shared = kit.sharedSingletons();
    for (const lib of ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query', 'zustand', '@dop/ui', 'zod']) {
      expect(shared[lib]).toEqual({ singleton: true, requiredVersion: expect.stringMatching(/\S/) });
    }
  });

  it.each([
    ['a remote', () => kit.remoteConfig({ name: 'env', dir })],
    ['the host', () => kit.hostConfig({ dir, title: 'Domain Operations' })],
  ])('%s writes .br and .gz twins of its assets', (_name, make) => {
    const compress = make().plugins.filter((p) => p.constructor.name === 'CompressionPlugin');
    expect(compress.map((p) => p.options?.filename).sort()).toEqual(['[path][base].br', '[path][base].gz']);
    expect(compress.map((p) => p.options?.algorithm).sort()).toEqual(['brotliCompress', 'gzip']);
  });
});
