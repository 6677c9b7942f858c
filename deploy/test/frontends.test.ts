// Front-end builds on a throwaway tree of real workspaces whose build scripts succeed or fail:
// a failed build is reported and the others still build; what is fresh is not rebuilt.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildFrontEnds, discoverFrontEnds } from '../src/frontends';
import { checkStale } from '../src/staleness';

jest.setTimeout(60_000);

const okBuild = `node -e "require('fs').mkdirSync('dist',{recursive:true});require('fs').writeFileSync('dist/remoteEntry.js','ok')"`;
const failBuild = `node -e "console.error('Module not found: ./missing');process.exit(1)"`;

let root: string;

function workspace(name: string, build?: string): void {
  fs.mkdirSync(path.join(root, name, 'src'), { recursive: true });
  fs.writeFileSync(path.join(root, name, 'src/index.ts'), "import('./bootstrap');\n");
  fs.writeFileSync(path.join(root, name, 'package.json'), JSON.stringify({ name, private: true, scripts: build ? { build } : {} }));
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-'));
  workspace('shell', okBuild);
  workspace('mf-broken', failBuild);
  workspace('mf-good', okBuild);
  workspace('mf-nobuild');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('front-end builds', () => {
  it('finds the shell and every mf-* with a build script', () => {
    expect(discoverFrontEnds(root).map((f) => f.name)).toEqual(['shell', 'mf-broken', 'mf-good']);
  });

  it('reports a failed build and builds the rest', async () => {
    const results = await buildFrontEnds(root);
    expect(results.map(({ name, status }) => ({ name, status }))).toEqual([
      { name: 'shell', status: 'built' },
      { name: 'mf-broken', status: 'failed' },
      { name: 'mf-good', status: 'built' },
    ]);
    expect(fs.readFileSync(path.join(root, 'mf-good/dist/remoteEntry.js'), 'utf8')).toBe('ok');
    expect(checkStale(root, { name: 'mf-good', dir: path.join(root, 'mf-good') }).stale).toBe(false);
  });

  it('leaves fresh front ends alone and rebuilds only what changed', async () => {
    await buildFrontEnds(root);
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(path.join(root, 'mf-good/src/index.ts'), later, later);
    const results = await buildFrontEnds(root);
    expect(results.map(({ name, status }) => ({ name, status }))).toEqual([
      { name: 'shell', status: 'fresh' },
      { name: 'mf-broken', status: 'failed' },
      { name: 'mf-good', status: 'built' },
    ]);
  });
});
