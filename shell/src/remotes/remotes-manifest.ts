import { apiGet } from '@dop/mf-kit';

/** GET /remotes.json: the remoteEntry.js URL of every deployed remote, by remote name. */
export interface RemotesManifest {
  remotes: Record<string, string>;
}

export const MANIFEST_URL = '/remotes.json';

export function parseRemotesManifest(value: unknown): RemotesManifest {
  const remotes = (value as { remotes?: unknown } | null)?.remotes;
  if (!remotes || typeof remotes !== 'object' || Array.isArray(remotes)) {
    throw new Error(`${MANIFEST_URL} has no "remotes" object`);
  }
  const entries = Object.entries(remotes as Record<string, unknown>);
  const bad = entries.find(([, url]) => typeof url !== 'string' || url.length === 0);
  if (bad) throw new Error(`${MANIFEST_URL} gives no entry URL for ${bad[0]}`);
  return { remotes: Object.fromEntries(entries) as Record<string, string> };
}

export async function fetchRemotesManifest(): Promise<RemotesManifest> {
  return parseRemotesManifest(await apiGet<unknown>(MANIFEST_URL));
}
