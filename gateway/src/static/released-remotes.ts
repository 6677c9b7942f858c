// Remotes published by `deploy/release-remote`: each build in its own folder
// RELEASES_DIR/<remote>/<version>/ (remoteEntry.js, mf-manifest.json, chunks), and one versioned
// manifest RELEASES_DIR/manifest.json naming the current version of each released remote. The tool
// replaces that file atomically (write + rename), so a reader sees the old or the new switch, never
// half of one. A remote with no current release is served from its workspace build (<remote>/dist).
import { promises as fs } from 'node:fs';
import path from 'node:path';

export const RELEASES_MANIFEST = 'manifest.json';
/** A version names a folder: no dots first, no separators (the URL carries it). */
export const RELEASE_VERSION = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export interface RemoteReleases {
  /** Versions in the order they were released; the last one is current. Rollback drops it. */
  history: string[];
}

export interface ReleasesManifest {
  remotes: Record<string, RemoteReleases>;
}

export const currentVersion = (r: RemoteReleases | undefined): string | undefined => r?.history[r.history.length - 1];

export const releasedEntryUrl = (remote: string, version: string): string => `/remotes/${remote}/releases/${version}/remoteEntry.js`;

/** The manifest, or an empty one when nothing was ever released (or the file is unreadable). */
export async function readReleases(releasesDir: string | undefined): Promise<ReleasesManifest> {
  if (!releasesDir) return { remotes: {} };
  try {
    const parsed = JSON.parse(await fs.readFile(path.join(releasesDir, RELEASES_MANIFEST), 'utf8')) as Partial<ReleasesManifest>;
    const remotes: Record<string, RemoteReleases> = {};
    for (const [name, r] of Object.entries(parsed.remotes ?? {})) {
      const history = Array.isArray(r?.history)
        ? r.history.filter((v): v is string => typeof v === 'string' && RELEASE_VERSION.test(v))
        : [];
      if (history.length) remotes[name] = { history };
    }
    return { remotes };
  } catch {
    return { remotes: {} };
  }
}

/** Entry URL of each remote whose current release folder holds a remoteEntry.js. */
export async function releasedEntries(releasesDir: string | undefined): Promise<Record<string, string>> {
  const { remotes } = await readReleases(releasesDir);
  const out: Record<string, string> = {};
  for (const [name, r] of Object.entries(remotes)) {
    const version = currentVersion(r)!;
    try {
      if ((await fs.stat(path.join(releasesDir!, name, version, 'remoteEntry.js'))).isFile()) out[name] = releasedEntryUrl(name, version);
    } catch {
      // A switch to a folder that is not there (deleted by hand) falls back to the workspace build.
    }
  }
  return out;
}
