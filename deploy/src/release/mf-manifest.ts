// mf-manifest.json of a released build, in Module Federation's manifest shape (id, name, metaData with
// the remoteEntry, exposes, shared). The remotes' webpack config turns the plugin's own manifest off
// (the shell finds remotes through /remotes.json), so the release tool writes it from the built files;
// it also lists every file with its SHA-256, which is what a release is checked against.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface ReleaseFile {
  path: string;
  bytes: number;
  sha256: string;
}

export function listFiles(dir: string, base = dir): ReleaseFile[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => {
      const abs = path.join(dir, e.name);
      if (e.isDirectory()) return listFiles(abs, base);
      const data = fs.readFileSync(abs);
      return [
        {
          path: path.relative(base, abs).split(path.sep).join('/'),
          bytes: data.length,
          sha256: createHash('sha256').update(data).digest('hex'),
        },
      ];
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** `mf-domains` → `mf_domains`, the container name the remotes build with (mf-kit/webpack/shared.js). */
export const containerName = (remote: string) => remote.replace(/-/g, '_');

export function mfManifest(remote: string, version: string, files: ReleaseFile[]) {
  const js = files.filter((f) => f.path.endsWith('.js') && f.path !== 'remoteEntry.js').map((f) => f.path);
  return {
    id: containerName(remote),
    name: containerName(remote),
    metaData: {
      name: containerName(remote),
      type: 'app',
      buildInfo: { buildVersion: version, buildName: remote },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '' },
      globalName: containerName(remote),
      publicPath: 'auto',
    },
    shared: [],
    remotes: [],
    exposes: [
      {
        id: `${containerName(remote)}:App`,
        name: 'App',
        path: './App',
        assets: { js: { sync: [], async: js }, css: { sync: [], async: [] } },
      },
    ],
    files,
  };
}
