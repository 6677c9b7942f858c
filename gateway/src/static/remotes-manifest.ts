// The remotes manifest the shell reads at run time: which remoteEntry.js each tab loads. Read from disk
// on every call, so a remote built (or deleted) after the gateway started is seen without a restart.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { releasedEntries } from './released-remotes';
import { fileExists } from './static-files';

export const REMOTE_NAME = /^mf-[a-z0-9]+(-[a-z0-9]+)*$/;

export interface RemotesManifest {
  remotes: Record<string, string>;
}

/** Every `mf-*` directory under root, whether built or not. */
export async function remoteDirs(root: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(root, { withFileTypes: true });
    return entries
      .filter((e) => e.isDirectory() && REMOTE_NAME.test(e.name))
      .map((e) => e.name)
      .sort();
  } catch {
    return [];
  }
}

/** A remote's current release (deploy/release-remote) wins over its workspace build in dist/. */
export async function remotesManifest(root: string, releasesDir?: string): Promise<RemotesManifest> {
  const names = await remoteDirs(root);
  const built = await Promise.all(names.map((n) => fileExists(path.join(root, n, 'dist', 'remoteEntry.js'))));
  const remotes: Record<string, string> = {};
  names.forEach((name, i) => {
    if (built[i]) remotes[name] = `/remotes/${name}/remoteEntry.js`;
  });
  const released = await releasedEntries(releasesDir);
  for (const name of Object.keys(released)
    .filter((n) => REMOTE_NAME.test(n))
    .sort())
    remotes[name] = released[name];
  return { remotes: Object.fromEntries(Object.entries(remotes).sort(([a], [b]) => a.localeCompare(b))) };
}
