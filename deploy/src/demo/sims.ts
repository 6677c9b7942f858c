// The demo's providers: every simulator in @dop/provider-sims, in this process, plus a real
// pdns_server (its folder under DATA_DIR) and a throwaway sshd target (a loopback-only sshd of its own
// letting in a throwaway login user, both removed by stop()) when this machine has the Debian packages
// (packages.ts installs them as root); without them the PowerDNS and SSH samples are skipped with a
// notice. `productEnv` points the services at all of it, as the e2e global setup does.
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  startBillmanagerSim,
  startCloudflareSim,
  startConnectProxy,
  startHeDnsSim,
  startRegistrarSims,
  startRemoteSiteSim,
  startTelegramSim,
  type RegistrarSims,
  type RunningRemoteSiteSim,
  type RunningBillmanagerSim,
  type RunningCloudflareSim,
  type RunningHeDnsSim,
} from '@dop/provider-sims';
import { startPdns, type TestPdns } from '@dop/service-testing';
import { startSshTarget } from '@dop/service-testing/src/sshd';

export interface DemoSims {
  registrars: RegistrarSims;
  cloudflare: RunningCloudflareSim;
  he: RunningHeDnsSim;
  billmanager: RunningBillmanagerSim;
  remoteSite: RunningRemoteSiteSim;
  pdns?: TestPdns;
  /** host:port of a local CONNECT proxy: some registrars' accounts must name one (spec 1 §5). */
  proxy: string;
  /** `gate`: while this file is missing, a running sample job waits. `user`: the throwaway login user. */
  ssh?: { host: string; port: number; user: string; password: string; gate: string };
  notices: string[];
  productEnv: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * What the SSH samples "install": a few lines of output, nothing changed on the machine. It waits at a
 * gate file while the file is missing, so the demo can leave one job running (Active background jobs,
 * live console) and let another finish.
 */
const demoScript = (gate: string) =>
  [
    '#!/bin/sh',
    'echo "== Host: $(hostname) ($(uname -srm))"',
    'for s in 1 2 3; do echo "step $s of 6"; done',
    `n=0; while [ ! -e '${gate}' ] && [ $n -lt 3600 ]; do sleep 1; n=$((n+1)); done`,
    'for s in 4 5 6; do echo "step $s of 6"; done',
    'echo "== Done"',
    '',
  ].join('\n');

/**
 * The SSH sample's target: a throwaway user on a loopback-only sshd of its own, and the script the
 * samples "install". Registers its teardown in `stops`; answers why not when it cannot run.
 */
async function startSshSample(
  stops: Array<() => Promise<unknown>>,
): Promise<{ target: NonNullable<DemoSims['ssh']>; env: Record<string, string> } | string> {
  if (process.getuid?.() !== 0) return 'it needs root (the SSH target is a throwaway login user made with useradd)';
  try {
    const target = await startSshTarget({ addresses: ['127.0.0.1'] });
    stops.push(() => target.stop());
    const dir = await mkdtemp(join(tmpdir(), 'dop-demo-ssh-'));
    stops.push(() => rm(dir, { recursive: true, force: true }));
    await chmod(dir, 0o755);
    const gate = join(dir, 'gate-open');
    stops.push(() => writeFile(gate, ''));
    await writeFile(join(dir, 'install.sh'), demoScript(gate), { mode: 0o755 });
    const env = { SSH_PORT: String(target.sshd.port), SSH_TEST_LOGIN_USER: target.user.name, SSH_INSTALL_SCRIPT: join(dir, 'install.sh') };
    const { name: user, password } = target.user;
    return { target: { host: '127.0.0.1', port: target.sshd.port, user, password, gate }, env };
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

export interface DemoSimsOptions {
  /** The demo's DATA_DIR: pdns_server keeps its folder there. */
  dataDir: string;
  /** Samples whose Debian packages are missing (packages.ts): not even tried, the notice is given. */
  skipped?: string[];
}

export async function startDemoSims(opts: DemoSimsOptions): Promise<DemoSims> {
  const skipped = new Set(opts.skipped ?? []);
  const stops: Array<() => Promise<unknown>> = [];
  const notices: string[] = [];
  const keep = <T extends { stop(): Promise<unknown> }>(s: T) => (stops.push(() => s.stop()), s);
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => undefined);
  };
  try {
    const registrars = keep(await startRegistrarSims());
    const telegram = keep(await startTelegramSim());
    const remoteSite = keep(await startRemoteSiteSim());
    const cloudflare = keep(await startCloudflareSim());
    const he = keep(await startHeDnsSim());
    const billmanager = keep(await startBillmanagerSim());
    const proxy = keep(await startConnectProxy());
    const pdns = skipped.has('PowerDNS')
      ? undefined
      : await startPdns({ parentDir: opts.dataDir }).then(
          keep,
          (err: unknown) => void notices.push(`PowerDNS sample skipped: ${String(err)}`),
        );
    const ssh = skipped.has('SSH') ? null : await startSshSample(stops);
    if (typeof ssh === 'string') notices.push(`SSH sample skipped: ${ssh}`);
    const sshEnv = ssh && typeof ssh === 'object' ? ssh.env : {};
    return {
      registrars,
      cloudflare,
      he,
      billmanager,
      remoteSite,
      pdns: pdns ?? undefined,
      proxy: proxy.address,
      ssh: ssh && typeof ssh === 'object' ? ssh.target : undefined,
      notices,
      productEnv: {
        ...registrars.env,
        ...he.env,
        ...sshEnv,
        CLOUDFLARE_API_URL: cloudflare.url,
        TELEGRAM_API_URL: telegram.url,
        TELEGRAM_BOT_TOKEN: telegram.token,
        ...remoteSite.env,
        ENV_HOSTS: 'demo-site.test=127.0.0.1',
        // Every simulator (and the demo's PowerDNS, proxy and sshd) listens on 127.0.0.1: the egress
        // guard lets the services reach them through EGRESS_ALLOW alone (issue 26); the demo site is
        // named too, so the site authorization may go to it over plain http.
        EGRESS_ALLOW: '127.0.0.1,demo-site.test',
        // The demo site may receive the env site authorization (it is no team domain of the demo).
        ENV_SITE_HOSTS: 'demo-site.test',
        // The simulators have no rate limit to respect; the real spacing would only slow the samples.
        NAMESILO_MIN_INTERVAL_MS: '0',
      },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
