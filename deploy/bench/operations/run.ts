// Benchmark of the operations service (issue 7): ingest into storage and GET /api/results latency.
// Usage: node --import tsx deploy/bench/operations/run.ts [--backlog 50000] [--rate 5500] [--seconds 20]
//        [--results 200000 (0: skip the read part)] [--requests 300]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OPS_STREAM } from '@dop/contracts/ops';
import { ensureStream } from '@dop/service-kit';
import { withDatabase } from '@dop/service-testing';
import { MongoClient } from 'mongodb';
import { connect } from 'nats';
import { printTable, type Row } from '../mongo/table';
import { publishBacklog, sustained, waitFirstDelivery, waitStored } from './ingest';
import { startInfra, startOperations } from './processes';
import { fillResults, timeRequests, type LatencyCase } from './results-latency';
import { percentile } from './stats';

function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? Number(process.argv[i + 1]) : fallback;
}

const BACKLOG = flag('backlog', 50_000);
const RATE = flag('rate', 5_500);
const SECONDS = flag('seconds', 20);
const RESULTS = flag('results', 200_000);
const REQUESTS = flag('requests', 300);
/** Service settings under test, e.g. BENCH_INGEST_BATCH=1000. */
const SERVICE_ENV: Record<string, string> = {
  ...(process.env.BENCH_INGEST_BATCH ? { INGEST_BATCH: process.env.BENCH_INGEST_BATCH } : {}),
  ...(process.env.BENCH_INGEST_FLUSH_MS ? { INGEST_FLUSH_MS: process.env.BENCH_INGEST_FLUSH_MS } : {}),
};

const CASES: LatencyCase[] = [
  { name: 'For All, list of newest 100 (Hurricane/PowerDNS form)', path: '/api/results?showAll=true', target: true },
  { name: 'For All, page 1 of 10 with total', path: '/api/results?showAll=true&page=1&limit=10', target: true },
  { name: 'For Me (1 of 20 users), page 1 of 10 with total', path: '/api/results?page=1&limit=10', target: true },
  {
    name: 'For All, one operation type, page 1 of 10',
    path: '/api/results?showAll=true&operationType=cloudflare&page=1&limit=10',
    target: true,
  },
  { name: 'For All, page 1 of 10, unchanged (304)', path: '/api/results?showAll=true&page=1&limit=10', ifNoneMatch: true, target: true },
  { name: 'For All, deep page (500) of 10', path: '/api/results?showAll=true&page=500&limit=10', requests: 50 },
  { name: 'For All, search (substring: full scan)', path: '/api/results?showAll=true&search=shop-12345&page=1&limit=10', requests: 10 },
];

/** Stops what was started even if the run dies of an unhandled rejection (no orphaned servers). */
const cleanups: (() => Promise<unknown>)[] = [];
process.on('unhandledRejection', (err) => {
  console.error(err);
  void Promise.allSettled(cleanups.map((c) => c())).then(() => process.exit(1));
});

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-operations-'));
  const infra = await startInfra(dataDir);
  cleanups.push(() => infra.stop());
  const nc = await connect({ servers: infra.nats.url });
  const mongo = new MongoClient(withDatabase(infra.mongo.uri, 'operations'), { maxPoolSize: 2 });
  const db = mongo.db('operations');
  const rows: Row[] = [];
  let service: Awaited<ReturnType<typeof startOperations>> | undefined;
  try {
    await ensureStream(await nc.jetstreamManager(), { name: OPS_STREAM.name, subjects: [...OPS_STREAM.subjects] });
    const js = nc.jetstream();
    const jsm = await nc.jetstreamManager();

    console.log(`backlog: publishing ${BACKLOG.toLocaleString('en')} events with the service stopped ...`);
    await publishBacklog(js, 'backlog', BACKLOG);
    // Timed from the first delivery to a consumer, so the service's start-up is not counted.
    const first = waitFirstDelivery(jsm, 120_000);
    service = await startOperations(infra.mongo.uri, infra.nats.url, SERVICE_ENV);
    cleanups.unshift(() => service!.stop());
    const t0 = await first;
    const stored = await waitStored(jsm, db, 'backlog', BACKLOG, 600_000);
    const backlogRate = BACKLOG / ((stored - t0) / 1000);
    rows.push({ metric: `backlog drain, ${BACKLOG.toLocaleString('en')} events (events/s from first delivery)`, ours: backlogRate });
    if (process.env.BENCH_ONLY_BACKLOG) return void printTable(rows);

    console.log(`sustained: ${RATE.toLocaleString('en')} events/s for ${SECONDS} s ...`);
    const s = await sustained(nc, jsm, db, 'live', RATE, SECONDS);
    rows.push({ metric: 'sustained: offered rate (events/s)', ours: s.published / s.publishSeconds });
    rows.push({ metric: 'sustained: stored rate (events/s)', ours: s.published / s.storedSeconds, target: { op: '>=', value: 5_000 } });
    rows.push({ metric: `event-to-visible p50 (ms, ${s.latenciesMs.length} samples)`, ours: percentile(s.latenciesMs, 50) });
    rows.push({ metric: 'event-to-visible p99 (ms)', ours: percentile(s.latenciesMs, 99), target: { op: '<', value: 1_000 } });

    if (RESULTS === 0) return void printTable(rows);
    console.log(`results: filling to ${RESULTS.toLocaleString('en')} rows ...`);
    await fillResults(db, RESULTS, (n) => console.log(`  ${n.toLocaleString('en')} rows`));
    const total = await db.collection('results').estimatedDocumentCount();
    for (const c of CASES) {
      const r = await timeRequests(service.url, c, REQUESTS);
      const target = c.target ? ({ op: '<', value: 30 } as const) : undefined;
      rows.push({
        metric: `GET ${c.name} p95 (ms; ${total.toLocaleString('en')} rows, ${r.status}, ${r.bytes} B)`,
        ours: percentile(r.samples, 95),
        target,
      });
    }
  } finally {
    const said = service?.output().trim();
    if (said) console.log(`operations service said:\n${said.slice(-3000)}`);
    await service?.stop();
    await mongo.close();
    await nc.close();
    await infra.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exitCode = printTable(rows) ? 0 : 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
