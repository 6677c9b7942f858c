// Issue 30: "a dry-run plan over 1,000 domains on simulators without artificial delay is ready within
// 10 s". The real registrars service (its own process) on two registrar simulators (NameSilo and
// Dynadot, an account each, the domains spread over them) with no request spacing (each registrar's
// own concurrency rule stays: one call at a time per account for both, by default), the
// domains service (its own process) on an embedded MongoDB and a real nats-server. The domains are
// bulk-added to the panel first; then POST /api/changes/plan over all of them, timed from
// the request until GET /api/changes/:id says planned, every domain's current records read.
//   node --import tsx deploy/bench/changes/run.ts [--domains 1000]
import { randomBytes } from 'node:crypto';
import { startConnectProxy, startRegistrarSims } from '@dop/provider-sims';
import {
  freshDatabase,
  signedHeaders,
  startMongo,
  startNats,
  startRegistrarsProcess,
  startServiceProcess,
  waitFor,
} from '@dop/service-testing';
import { ms } from '../operations/stats';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const DOMAINS = arg('domains', 1000);
const TARGET_MS = 10_000;
const USER = { userId: 'u-bench', userName: 'bench' };

async function main() {
  // Dynadot accounts go through a proxy (as in production): a local CONNECT proxy.
  const [mongo, nats, sims, tunnel] = await Promise.all([startMongo(), startNats(), startRegistrarSims(), startConnectProxy()]);
  const proxy = tunnel.address;
  const registrars = await startRegistrarsProcess({ mongo, nats, simsEnv: sims.env });
  const domains = await startServiceProcess('domains', {
    mongoUri: freshDatabase(mongo, 'domains'),
    natsUrl: nats.url,
    extra: { SECRETS_KEY: randomBytes(32).toString('base64') },
  });
  const call = async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${domains.url}${url}`, {
      method,
      headers: { ...signedHeaders(USER), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  try {
    const accounts = {
      namesilo: await registrars.addAccount('namesilo', { name: 'bench', apiKey: sims.namesilo.credentials.apiKey }, USER),
      dynadot: await registrars.addAccount('dynadot', { name: 'bench', apiKey: sims.dynadot.credentials.apiKey, proxy }, USER),
    };
    const registrarNames = Object.keys(accounts) as Array<keyof typeof accounts>;
    const names = Array.from({ length: DOMAINS }, (_, i) => `plan-${i}.com`);
    const registrarOf = (i: number) => registrarNames[i % registrarNames.length];
    names.forEach((name, i) =>
      sims[registrarOf(i)].state.addDomain({
        name,
        records: [
          { name: '@', type: 'A', content: '198.51.100.1', ttl: 3600 },
          { name: 'www', type: 'A', content: '198.51.100.1', ttl: 3600 },
        ],
      }),
    );
    const jobs: string[] = [];
    for (const registrar of registrarNames) {
      const job = await call('POST', '/api/domains/bulk', {
        domains: names.filter((_, i) => registrarOf(i) === registrar),
        ipAddress: '192.0.2.1',
        accounts: { [registrar]: accounts[registrar] },
        updateRecords: false,
      });
      jobs.push(String(job.jobId));
    }
    // Each domain has its account once its bulk-add item has run.
    for (const jobId of jobs)
      await waitFor(async () => (await call('GET', `/api/domains/bulk/jobs/${jobId}`)).finished === true, {
        timeoutMs: 300_000,
        intervalMs: 500,
      });

    const started = performance.now();
    const plan = await call('POST', '/api/changes/plan', { domains: names, records: [{ name: '@', content: '203.0.113.10', ttl: 3600 }] });
    const done = (await waitFor(
      async () => {
        const detail = await call('GET', `/api/changes/${String(plan.id)}`);
        return detail.status === 'planned' && detail;
      },
      { timeoutMs: 120_000, intervalMs: 50 },
    )) as { steps: Array<{ old: { records: unknown[] } | null }> };
    const tookMs = performance.now() - started;
    const read = done.steps.filter((s) => s.old && s.old.records.length === 2).length;
    const applied = names.filter((n, i) => sims[registrarOf(i)].state.aRecords(n).some((r) => r.content === '203.0.113.10')).length;

    console.log(`\ndry-run plan of A records over ${DOMAINS} domains (${registrarNames.join(', ')} simulators, no spacing)\n`);
    console.log('| domains | current records read | applied by the plan | ready in | per domain | target |\n|---|---|---|---|---|---|');
    const met = read === DOMAINS && applied === 0 && tookMs < TARGET_MS;
    console.log(
      `| ${DOMAINS} | ${read} | ${applied} | ${ms(tookMs)} | ${ms(tookMs / DOMAINS)} | < ${ms(TARGET_MS)}: ${met ? 'met' : 'MISSED'} |`,
    );
    process.exitCode = met ? 0 : 1;
  } finally {
    await domains.kill('SIGTERM');
    await registrars.kill('SIGTERM');
    await Promise.all([sims.stop(), nats.stop(), mongo.stop(), tunnel.stop()]);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
