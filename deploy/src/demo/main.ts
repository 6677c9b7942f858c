// `npm run demo`: the whole product on this machine with every provider pointed at the simulators,
// a demo user and sample data in every tab. Runs `npm start`'s supervisor as a child (same builds,
// same ports rule), seeds through the public API once it is Ready, prints how to sign in, and stops
// everything on Ctrl-C. Data lives in DATA_DIR (default data/demo, emptied at each start). As root it
// first installs the Debian packages of the PowerDNS and SSH samples (packages.ts), as `npm start`
// does nats-server; the simulated registrar accounts hold domains to try, listed in the start text.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { waitFor } from '@dop/service-kit/src/wait-for';
import { subscriberFileOf } from '../nats-users';
import { ensurePrivateDir } from '../private-data-dir';
import { DEMO_WAIT, DemoApi } from './api';
import { DEMO_USER, signInDemoUser } from './demo-user';
import { ensureDemoPackages } from './packages';
import { freeDomainsLines, seedFreeDomains } from './registrar-domains';
import { runSamples, SAMPLES } from './seed';
import { startDemoSims, type DemoSims } from './sims';

const root = path.resolve(__dirname, '../../..');
const say = (line: string) => process.stdout.write(`[demo] ${line}\n`);

async function deployedServices(url: string): Promise<string[]> {
  const res = await fetch(`${url}/healthz`);
  return Object.keys(((await res.json()) as { services?: Record<string, string> }).services ?? {});
}

function startProduct(env: NodeJS.ProcessEnv): ChildProcess {
  // Its own process group, so one signal reaches the supervisor and everything it runs.
  return spawn(process.execPath, [path.join(root, 'deploy/bin/start.js')], { cwd: root, env, stdio: 'inherit', detached: true });
}

async function seed(url: string, dataDir: string, sims: DemoSims): Promise<void> {
  const api = new DemoApi(url);
  await signInDemoUser(api, dataDir);
  say(`✓ demo user ${DEMO_USER.email}`);
  await runSamples(SAMPLES, await deployedServices(url), (s) => s.run(api, sims), say);
}

async function main(): Promise<void> {
  const started = Date.now();
  const dataDir = path.resolve(root, process.env.DATA_DIR || 'data/demo');
  if (!process.env.DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
  const port = process.env.PORT || '8080';
  const url = `http://127.0.0.1:${port}`;
  say(`demo user: e-mail ${DEMO_USER.email}, password ${DEMO_USER.password} (created once the product is up)`);
  // pdns_server keeps its folder here, before the supervisor (which keeps DATA_DIR private) runs.
  ensurePrivateDir(dataDir);
  const packages = ensureDemoPackages(say);
  say('starting the provider simulators…');
  const sims = await startDemoSims({ dataDir, skipped: packages.skipped });
  for (const n of sims.notices) say(n);
  if (sims.ssh)
    say(`SSH target: user ${sims.ssh.user} on a loopback-only sshd at 127.0.0.1:${sims.ssh.port} (both removed when the demo stops)`);
  const free = await seedFreeDomains(sims.registrars, dataDir);
  const child = startProduct({ ...process.env, ...sims.productEnv, DATA_DIR: dataDir, PORT: port, HOST: '127.0.0.1' });
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGINT');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    await sims.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  child.once('exit', (code) => {
    if (!stopping) {
      say(`the product exited (${code}); stopping`);
      void stop(1);
    }
  });
  await waitFor(async () => (await fetch(`${url}/healthz`)).ok, DEMO_WAIT('npm start', 10 * 60_000));
  say('product ready; seeding sample data…');
  await seed(url, dataDir, sims);
  for (const line of freeDomainsLines(free)) say(line);
  const secs = ((Date.now() - started) / 1000).toFixed(0);
  say(`Demo ready after ${secs} s: ${url}`);
  say(`Sign in with e-mail ${DEMO_USER.email} and password ${DEMO_USER.password}. Ctrl-C stops everything.`);
  say(
    `Domain events: watch them with npx tsx deploy/examples/watch-events.ts ${path.relative(root, subscriberFileOf(dataDir, 'subscriber'))}`,
  );
  say('  (a subscriber service: docs/events/subscribing.md; every event: docs/events/catalog.md)');
}

main().catch((err: unknown) => {
  say(`failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  process.exit(1);
});
