// Faults on one machine, under the real supervisor: kill -9 of nats-server, the MongoDB server, every
// service and the gateway, one at a time, the first ones while a bulk add runs. Afterwards the job has
// finished, each of its operation events is stored exactly once, no acknowledged write is lost, and the
// same session and the UI's polled reads work again without signing in anew (no reload needed).
// The report (one row per fault, then the checks) is printed and written to node_modules/.cache/dop/.
import fs from 'node:fs';
import path from 'node:path';
import { startRegistrarSims, type RegistrarSims } from '@dop/provider-sims';
import { waitFor } from '@dop/service-testing';
import { AckedWriter, UiPoller } from '../../src/reliability/background-load';
import { FaultReport } from '../../src/reliability/fault-report';
import { ProductClient } from '../../src/reliability/product-client';
import { ProductRun } from '../../src/reliability/product-run';
import { REPO_ROOT } from '../../src/reliability/service-stack';
import { signUp } from '../../src/reliability/sign-up';
import { checkAfterFaults } from './fault-checks';

const DOMAINS = 600;
/** The parts the bulk job goes through are killed first, while it runs; the rest follow. */
const FIRST = ['nats', 'mongo', 'domains', 'registrars', 'operations'];

let sims: RegistrarSims;
let product: ProductRun;
let client: ProductClient;

beforeAll(async () => {
  sims = await startRegistrarSims();
  product = await ProductRun.start({
    ...sims.env,
    NAMESILO_MIN_INTERVAL_MS: '0',
    // A killed worker's in-flight job messages come back after the ack wait (default 5 min, for slow
    // rate-limited providers); the worker heartbeats long calls, so 15 s is safe and keeps this bounded.
    JOB_ACK_WAIT_MS: '15000',
    AUTH_REQUESTS_PER_IP_PER_MIN: '100000',
    LOG_LEVEL: 'warn',
  });
  client = new ProductClient(product.url, await signUp(product.url, product.dataDir, 'ops'));
}, 300_000);
afterAll(async () => {
  await product?.stop();
  await sims?.stop();
}, 60_000);

async function recovered(userId: string): Promise<boolean> {
  const [me, results, logs] = await Promise.all([
    client.tryCall('GET', '/api/auth/me'),
    client.tryCall('GET', '/api/results?showAll=true'),
    client.tryCall('GET', '/api/logs?showAll=true&limit=10'),
  ]);
  return me.status === 200 && me.body?.user?.id === userId && results.status === 200 && logs.status === 200;
}

test('kill -9 of every part, one at a time, during a bulk job: the job finishes, events once, no acked write lost', async () => {
  const report = new FaultReport();
  const names = Array.from({ length: DOMAINS }, (_, i) => `fault-${i}.com`);
  for (const name of names) sims.namesilo.state.addDomain({ name });
  const accountId = await client.namesiloAccount(sims.namesilo.credentials.apiKey);
  const jobId = await client.bulkAdd(names, accountId);
  const writer = new AckedWriter(client, 200);
  const poller = new UiPoller(client);
  const children = product.childNames();
  const order = [...FIRST.filter((n) => children.includes(n)), ...children.filter((n) => !FIRST.includes(n) && n !== 'gateway'), 'gateway'];
  try {
    for (const target of order) {
      const job = await client.job(jobId);
      const started = Date.now();
      await product.killAndAwaitRestart(target);
      const restartMs = Date.now() - started;
      await waitFor(() => recovered(client.user.id), { timeoutMs: 90_000, intervalMs: 200, what: `recovery after killing ${target}` });
      const jobAtKill = job ? `${job.done + job.failed}/${job.total}${job.finished ? ' (finished)' : ''}` : 'not readable';
      report.rows.push({ target, jobAtKill, restartMs, recoveredMs: Date.now() - started });
    }
  } finally {
    await writer.stop();
  }
  try {
    await checkAfterFaults({ client, report, jobId, names, writer, poller });
  } finally {
    poller.stop();
  }
  const file = path.join(REPO_ROOT, 'node_modules/.cache/dop/fault-report.md');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  report.write(file, 'Fault report');
  console.info(report.markdown('Fault report'));
  expect(report.checks.filter((c) => !c.ok)).toEqual([]);
}, 420_000);
