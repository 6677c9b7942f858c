// The release store the gateway reads (gateway/src/static/released-remotes.ts): version folders per
// remote and the versioned manifest. Writes are atomic: a build is copied under a temporary name and
// renamed into place, and the manifest is written to a temporary file and renamed over the old one.
import fs from 'node:fs';
import path from 'node:path';
import { currentVersion, RELEASES_MANIFEST, type ReleasesManifest } from '@dop/gateway/src/static/released-remotes';

/** Builds kept per remote (older folders are deleted); the current one and the one before always stay. */
export const KEEP_VERSIONS = 5;

/** RELEASES_DIR, else DATA_DIR/releases (DATA_DIR relative to the repo root, as npm start reads it). */
export function releasesDir(root: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.RELEASES_DIR) return path.resolve(root, env.RELEASES_DIR);
  return path.resolve(root, env.DATA_DIR || 'data', 'releases');
}

export function readManifest(dir: string): ReleasesManifest {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, RELEASES_MANIFEST), 'utf8')) as ReleasesManifest;
  } catch {
    return { remotes: {} };
  }
}

export function writeManifest(dir: string, manifest: ReleasesManifest): void {
  fs.mkdirSync(dir, { recursive: true });
  const tmp = path.join(dir, `.${RELEASES_MANIFEST}.${process.pid}.tmp`);
  fs.writeFileSync(tmp, JSON.stringify(manifest, null, 2) + '\n');
  fs.renameSync(tmp, path.join(dir, RELEASES_MANIFEST));
}

export function current(dir: string, remote: string): string | undefined {
  return currentVersion(readManifest(dir).remotes[remote]);
}

/** Makes `version` current for `remote`; returns the version it replaced. */
export function switchTo(dir: string, remote: string, version: string): string | undefined {
  const manifest = readManifest(dir);
  const history = manifest.remotes[remote]?.history ?? [];
  const previous = currentVersion({ history });
  manifest.remotes[remote] = { history: [...history.filter((v) => v !== version), version] };
  writeManifest(dir, manifest);
  prune(dir, remote, manifest.remotes[remote].history);
  return previous;
}

/** Drops the current version; the one before becomes current (none left: the workspace build in dist/). */
export function rollback(dir: string, remote: string): { from: string; to?: string } {
  const manifest = readManifest(dir);
  const history = manifest.remotes[remote]?.history ?? [];
  const from = currentVersion({ history });
  if (!from) throw new Error(`${remote} has no release to roll back`);
  const rest = history.slice(0, -1);
  if (rest.length) manifest.remotes[remote] = { history: rest };
  else delete manifest.remotes[remote];
  writeManifest(dir, manifest);
  return { from, to: currentVersion({ history: rest }) };
}

/** Folders of versions no longer in the kept history; rolled-back folders go too. */
function prune(dir: string, remote: string, history: string[]): void {
  const keep = new Set(history.slice(-KEEP_VERSIONS));
  const remoteDir = path.join(dir, remote);
  for (const entry of fs.readdirSync(remoteDir)) {
    if (!keep.has(entry) && !entry.startsWith('.')) fs.rmSync(path.join(remoteDir, entry), { recursive: true, force: true });
  }
}
