// Publishing one remote: a fresh production build (or a folder built elsewhere, --from) goes into its
// own version folder with its mf-manifest.json, then the releases manifest switches to it. The shell
// and every other remote are left alone: nothing else is rebuilt or restarted.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAME } from '@dop/gateway/src/static/remotes-manifest';
import { listFiles, mfManifest } from './mf-manifest';
import { switchTo } from './store';

export interface PublishOptions {
  root: string;
  releasesDir: string;
  remote: string;
  /** A built remote (its remoteEntry.js at the top) to publish instead of building the workspace. */
  from?: string;
  now?: Date;
}

export interface Published {
  version: string;
  previous?: string;
  dir: string;
  files: number;
}

export function checkRemote(root: string, remote: string): void {
  if (!REMOTE_NAME.test(remote)) throw new Error(`"${remote}" is not a remote name (mf-<name>)`);
  if (!fs.existsSync(path.join(root, remote, 'package.json'))) throw new Error(`${remote} is not a workspace of this repository`);
}

/** Production build of the remote straight into `outDir` (webpack's --output-path); dist/ is untouched. */
function build(root: string, remote: string, outDir: string): void {
  const webpack = path.join(root, 'node_modules/webpack-cli/bin/cli.js');
  const r = spawnSync(process.execPath, [webpack, '--mode', 'production', '--output-path', outDir], {
    cwd: path.join(root, remote),
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`build of ${remote} failed:\n${`${r.stdout}${r.stderr}`.trim().split('\n').slice(-25).join('\n')}`);
}

/** UTC time to the second plus the entry's hash: sortable, and two different builds never share a name. */
export function versionName(now: Date, entry: Buffer): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${stamp}-${createHash('sha256').update(entry).digest('hex').slice(0, 8)}`;
}

export function publish(opts: PublishOptions): Published {
  checkRemote(opts.root, opts.remote);
  const remoteDir = path.join(opts.releasesDir, opts.remote);
  fs.mkdirSync(remoteDir, { recursive: true });
  const staging = fs.mkdtempSync(path.join(remoteDir, '.staging-'));
  try {
    if (opts.from) {
      if (!fs.existsSync(path.join(opts.from, 'remoteEntry.js'))) throw new Error(`${opts.from} has no remoteEntry.js: not a built remote`);
      fs.cpSync(opts.from, staging, { recursive: true });
    } else {
      build(opts.root, opts.remote, staging);
    }
    const version = versionName(opts.now ?? new Date(), fs.readFileSync(path.join(staging, 'remoteEntry.js')));
    const files = listFiles(staging).filter((f) => f.path !== 'mf-manifest.json');
    fs.writeFileSync(path.join(staging, 'mf-manifest.json'), JSON.stringify(mfManifest(opts.remote, version, files), null, 2) + '\n');
    const dir = path.join(remoteDir, version);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(staging, dir);
    const previous = switchTo(opts.releasesDir, opts.remote, version);
    return { version, previous, dir, files: files.length };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
