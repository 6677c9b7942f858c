// Staleness of a front end's dist/, on a throwaway tree with controlled modification times.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkStale, markBuilt, newestMtime, stampFile } from '../src/staleness';

const T0 = new Date('2026-01-01T00:00:00Z');
const later = (s: number): Date => new Date(T0.getTime() + s * 1000);

function write(file: string, at: Date): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'x');
  fs.utimesSync(file, at, at);
}

let root: string;
const fe = (): { name: string; dir: string } => ({ name: 'mf-demo', dir: path.join(root, 'mf-demo') });

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'stale-'));
  write(path.join(root, 'mf-demo/src/app/tab.tsx'), T0);
  write(path.join(root, 'mf-demo/package.json'), T0);
  write(path.join(root, 'mf-demo/webpack.config.js'), T0);
  write(path.join(root, 'shell/packages/ui/src/button.tsx'), T0);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('front-end staleness', () => {
  it('is stale without dist/', () => {
    expect(checkStale(root, fe())).toEqual({ stale: true, reason: 'no dist/' });
  });

  it('is stale with an empty dist/', () => {
    fs.mkdirSync(path.join(root, 'mf-demo/dist'));
    expect(checkStale(root, fe()).stale).toBe(true);
  });

  it('is fresh when dist/ is newer than every input', () => {
    write(path.join(root, 'mf-demo/dist/remoteEntry.js'), later(10));
    expect(checkStale(root, fe())).toEqual({ stale: false, reason: 'up to date' });
  });

  it('is stale when a nested source file changed after the build', () => {
    write(path.join(root, 'mf-demo/dist/remoteEntry.js'), later(10));
    write(path.join(root, 'mf-demo/src/app/tab.tsx'), later(20));
    expect(checkStale(root, fe())).toEqual({ stale: true, reason: 'mf-demo/src changed' });
  });

  it('is stale when webpack.config.js or package.json changed', () => {
    write(path.join(root, 'mf-demo/dist/remoteEntry.js'), later(10));
    write(path.join(root, 'mf-demo/webpack.config.js'), later(20));
    expect(checkStale(root, fe()).reason).toBe('mf-demo/webpack.config.js changed');
  });

  it('is stale when a shared package source changed', () => {
    write(path.join(root, 'mf-demo/dist/remoteEntry.js'), later(10));
    write(path.join(root, 'shell/packages/ui/src/button.tsx'), later(20));
    expect(checkStale(root, fe()).reason).toBe('shell/packages/ui/src changed');
  });

  it('counts the build stamp as build time when webpack left unchanged files with old times', () => {
    write(path.join(root, 'mf-demo/dist/remoteEntry.js'), later(10));
    write(path.join(root, 'mf-demo/src/app/tab.tsx'), later(20));
    markBuilt(root, 'mf-demo');
    expect(fs.existsSync(stampFile(root, 'mf-demo'))).toBe(true);
    expect(checkStale(root, fe()).stale).toBe(false);
  });

  it('newestMtime walks directories and skips node_modules', () => {
    write(path.join(root, 'tree/a/b.txt'), later(5));
    write(path.join(root, 'tree/node_modules/x.js'), later(99));
    expect(newestMtime(path.join(root, 'tree'))).toBe(later(5).getTime());
    expect(newestMtime(path.join(root, 'missing'))).toBe(0);
  });
});
