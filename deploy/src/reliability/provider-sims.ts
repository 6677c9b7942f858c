// Every provider simulator the product knows, with the env that points the services at them: the
// registrar, remote-site and Telegram simulators from provider-sims, plus each module in
// shell/e2e/sims/ (one per provider; new providers add theirs there). Nothing reaches a real provider.
import path from 'node:path';
import { startRegistrarSims, startRemoteSiteSim, startTelegramSim, type RegistrarSims } from '@dop/provider-sims';

/** The site name the env service reaches on the remote-site simulator (seed it there first). */
export const ENV_TEST_SITE = 'env-site.rel.test';

export interface RunningSims {
  env: Record<string, string>;
  /** The registrar simulators, for their working credentials (e.g. a namesilo API key). */
  registrars: RegistrarSims;
  /** The remote-site simulator's origin, for its /__sim/remote-site controls. */
  siteUrl: string;
  /** What the e2e folder's simulators give their tests (e.g. E2E_SSH_PASSWORD, E2E_SSH_GATE of the sshd). */
  testEnv: Record<string, string>;
  stop(): Promise<void>;
}

interface FolderSim {
  productEnv: Record<string, string>;
  testEnv: Record<string, string>;
  stop(): Promise<void>;
}

export async function startProviderSims(root: string): Promise<RunningSims> {
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s();
  };
  try {
    const registrars = await startRegistrarSims();
    stops.push(() => registrars.stop());
    const site = await startRemoteSiteSim();
    stops.push(() => site.stop());
    const telegram = await startTelegramSim();
    stops.push(() => telegram.stop());
    // Loaded by path at run time: the e2e folder is not a package, and its list grows with providers.
    const load = (await import(path.join(root, 'shell/e2e/sims/load.ts'))) as { startFolderSims(): Promise<FolderSim[]> };
    const folder = await load.startFolderSims();
    stops.push(async () => void (await Promise.all(folder.map((s) => s.stop()))));
    const env = Object.assign(
      { ...registrars.env, ...site.env, TELEGRAM_API_URL: telegram.url, TELEGRAM_BOT_TOKEN: telegram.token },
      // One test site name the env service reaches on the loopback simulator, and may send the site
      // authorization to; the simulators are reached through EGRESS_ALLOW alone (issue 26).
      { ENV_HOSTS: `${ENV_TEST_SITE}=127.0.0.1`, ENV_SITE_HOSTS: ENV_TEST_SITE, EGRESS_ALLOW: '127.0.0.1' },
      ...folder.map((s) => s.productEnv),
    ) as Record<string, string>;
    const testEnv = Object.assign({}, ...folder.map((s) => s.testEnv)) as Record<string, string>;
    return { env, registrars, siteUrl: site.url, testEnv, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
