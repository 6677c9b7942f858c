// Load benchmark (issue 16), not part of npm test: the whole product under its supervisor, 200
// simulated users polling as the UI does while one operator's 5,000-domain bulk add runs against the
// namesilo simulator. Targets: gateway p99 < 200 ms, no failed request, the job finishes.
//   node --import tsx deploy/bench/load/run.ts [--users 200] [--domains 5000] [--min-seconds 60]
import { parseArgs } from 'node:util';
import { startRegistrarSims } from '@dop/provider-sims';
import { ProductClient } from '../../src/reliability/product-client';
import { ProductRun } from '../../src/reliability/product-run';
import { signUp, type SignedUpUser } from '../../src/reliability/sign-up';
import { percentile, PollingUsers } from './polling-users';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '200' },
    domains: { type: 'string', default: '5000' },
    'min-seconds': { type: 'string', default: '60' },
  },
});
const USERS = Number(values.users);
const DOMAINS = Number(values.domains);
const MIN_MS = Number(values['min-seconds']) * 1000;

async function main(): Promise<boolean> {
  const sims = await startRegistrarSims();
  const product = await ProductRun.start({
    ...sims.env,
    NAMESILO_MIN_INTERVAL_MS: '0',
    AUTH_REQUESTS_PER_IP_PER_MIN: '1000000',
    LOG_LEVEL: 'warn',
  });
  try {
    console.log(`product ready at ${product.url}; signing up ${USERS + 1} users`);
    const users: SignedUpUser[] = [];
    for (let i = 0; i < USERS; i++) users.push(await signUp(product.url, product.dataDir, `load${i}x`));
    const operator = new ProductClient(product.url, await signUp(product.url, product.dataDir, 'operator'));
    const names = Array.from({ length: DOMAINS }, (_, i) => `load-${i}.com`);
    for (const name of names) sims.namesilo.state.addDomain({ name });
    const accountId = await operator.namesiloAccount(sims.namesilo.credentials.apiKey);

    const load = new PollingUsers(product.url, users);
    const started = Date.now();
    const jobId = await operator.bulkAdd(names, accountId);
    const acceptedMs = Date.now() - started;
    let job = await operator.job(jobId);
    while (!job?.finished || Date.now() - started < MIN_MS) {
      await new Promise((r) => setTimeout(r, 1_000));
      job = (await operator.job(jobId)) ?? job;
      if (Date.now() - started > 30 * 60_000) break;
    }
    const jobMs = Date.now() - started;
    await load.stop();

    const l = load.latenciesMs;
    const p99 = percentile(l, 99);
    const rows = [
      ['users polling', String(USERS)],
      [
        'bulk add',
        `${DOMAINS} domains, accepted in ${acceptedMs} ms, ${job?.finished ? 'finished' : 'NOT finished'} after ${(jobMs / 1000).toFixed(1)} s (${job?.done ?? '?'} done, ${job?.failed ?? '?'} failed)`,
      ],
      ['gateway requests', `${load.requests} (${(load.requests / (jobMs / 1000)).toFixed(0)}/s), ${load.failures.length} failed`],
      [
        'latency p50 / p95 / p99 / max',
        `${percentile(l, 50).toFixed(1)} / ${percentile(l, 95).toFixed(1)} / ${p99.toFixed(1)} / ${Math.max(...l).toFixed(1)} ms`,
      ],
    ];
    for (const [k, v] of rows) console.log(`${k.padEnd(32)} ${v}`);
    if (load.failures.length) console.log(`first failures: ${load.failures.slice(0, 5).join('; ')}`);
    const ok = p99 < 200 && load.failures.length === 0 && job?.finished === true && job.failed === 0;
    console.log(ok ? 'targets met' : 'TARGETS MISSED (p99 < 200 ms, no failed request, job finished)');
    return ok;
  } finally {
    await product.stop();
    await sims.stop();
  }
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
