// When is a front end's dist/ stale? When it is missing, or older than any of its inputs: the files under
// its src/, its webpack.config.js and package.json, and the shared packages' sources (shell/packages/*/src).
// webpack skips rewriting unchanged output files, so dist/'s own times can stay old after a good build;
// a stamp written after each successful build stands for the build time.
import fs from 'node:fs';
import path from 'node:path';

/** Newest modification time of a file or of any file below a directory (0 when nothing exists). */
export function newestMtime(target: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

export interface FrontEnd {
  name: string;
  dir: string;
}

export function stampFile(root: string, name: string): string {
  return path.join(root, 'node_modules/.cache/dop/builds', `${name}.stamp`);
}

/** Inputs of a front end's build, as paths (files or directories). */
export function buildInputs(root: string, fe: FrontEnd): string[] {
  const sharedDir = path.join(root, 'shell/packages');
  const shared = fs.existsSync(sharedDir) ? fs.readdirSync(sharedDir).map((p) => path.join(sharedDir, p, 'src')) : [];
  return [path.join(fe.dir, 'src'), path.join(fe.dir, 'webpack.config.js'), path.join(fe.dir, 'package.json'), ...shared];
}

export interface Staleness {
  stale: boolean;
  reason: string;
}

export function checkStale(root: string, fe: FrontEnd): Staleness {
  const dist = path.join(fe.dir, 'dist');
  const distTime = newestMtime(dist);
  if (distTime === 0) return { stale: true, reason: 'no dist/' };
  let stampTime = 0;
  try {
    stampTime = fs.statSync(stampFile(root, fe.name)).mtimeMs;
  } catch {}
  const builtAt = Math.max(distTime, stampTime);
  for (const input of buildInputs(root, fe)) {
    if (newestMtime(input) > builtAt) return { stale: true, reason: `${path.relative(root, input)} changed` };
  }
  return { stale: false, reason: 'up to date' };
}

export function markBuilt(root: string, name: string): void {
  const file = stampFile(root, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, new Date().toISOString() + '\n');
}
