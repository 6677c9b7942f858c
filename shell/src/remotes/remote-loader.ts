import { getInstance, init } from '@module-federation/enhanced/runtime';
import { containerName, type RemoteApp } from '@dop/mf-kit';
import { fetchRemotesManifest, MANIFEST_URL, type RemotesManifest } from './remotes-manifest';

let manifest: Promise<RemotesManifest> | null = null;
/** Container name → the entry URL it was registered with. */
const registered = new Map<string, string>();

/** The instance the build plugin created for the shell (init joins it rather than making another). */
function federation() {
  return getInstance() ?? init({ name: 'shell', remotes: [] });
}

function currentManifest(refresh: boolean): Promise<RemotesManifest> {
  if (!manifest || refresh) {
    const loading = fetchRemotesManifest();
    manifest = loading;
    // A failed fetch is not remembered: the next tab or Retry asks again.
    loading.catch(() => {
      if (manifest === loading) manifest = null;
    });
  }
  return manifest;
}

/**
 * Starts reading the manifest while the session check runs, instead of after it: on a cold load it
 * saves one round trip before the first tab's remoteEntry.js can be requested. A failure is dropped
 * here and asked again by the tab.
 */
export function prefetchRemotesManifest(): void {
  currentManifest(false).catch(() => undefined);
}

/**
 * Loads a remote's ./App using the entry URL the gateway's manifest names now, so a remote can be
 * redeployed without rebuilding the shell. On a retry (attempt > 0) the manifest is read again
 * and the remote re-registered, which drops whatever the federation runtime cached for it.
 */
export async function loadRemoteApp(remote: string, attempt: number): Promise<RemoteApp> {
  const { remotes } = await currentManifest(attempt > 0);
  const entry = remotes[remote];
  if (!entry) throw new Error(`${remote} is not deployed: ${MANIFEST_URL} does not list it.`);

  const name = containerName(remote);
  const mf = federation();
  if (registered.get(name) !== entry || attempt > 0) {
    mf.registerRemotes([{ name, entry }], { force: registered.has(name) });
    registered.set(name, entry);
  }
  const exposed = await mf.loadRemote<{ default?: RemoteApp }>(`${name}/App`);
  if (!exposed?.default) throw new Error(`${remote} loaded but exposes no ./App component.`);
  return exposed.default;
}
