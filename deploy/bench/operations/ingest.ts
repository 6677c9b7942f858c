// Ingest measurements. Backlog: events published while the service is down, then the time to store
// them all. Sustained: events published at a fixed rate while a poller watches Mongo for a sample of
// the log lines; event-to-visible is publish start → first poll that finds the line.
import { OPS_STREAM } from '@dop/contracts/ops';
import type { Db } from 'mongodb';
import type { JetStreamClient, JetStreamManager, NatsConnection } from 'nats';
import { DURABLES } from '../../../services/operations/src/events/consumers';
import { benchEvent, countsFor, publish, publishNoAck } from './events';

export async function publishBacklog(js: JetStreamClient, run: string, n: number): Promise<void> {
  for (let i = 0; i < n; i += 1000) {
    await Promise.all(Array.from({ length: Math.min(1000, n - i) }, (_, k) => publish(js, benchEvent(run, i + k))));
  }
}

/**
 * Resolves when both durable consumers have nothing pending or unacknowledged (every event stored:
 * the service acks only after the write), then checks the stored counts once.
 */
/** Resolves at the first moment either consumer has had something delivered (ingest has begun). */
export async function waitFirstDelivery(jsm: JetStreamManager, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const infos = await Promise.all(Object.values(DURABLES).map((d) => jsm.consumers.info(OPS_STREAM.name, d).catch(() => null)));
    if (infos.some((i) => i && i.delivered.stream_seq > 0)) return Date.now();
    if (Date.now() > deadline) throw new Error('no delivery to the operations consumers');
    await new Promise((r) => setTimeout(r, 5));
  }
}

export async function waitStored(jsm: JetStreamManager, db: Db, run: string, n: number, timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const infos = await Promise.all(Object.values(DURABLES).map((d) => jsm.consumers.info(OPS_STREAM.name, d).catch(() => null)));
    if (infos.every((i) => i && i.num_pending === 0 && i.num_ack_pending === 0 && i.delivered.stream_seq > 0)) break;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for the consumers: ${JSON.stringify(infos.map((i) => i && [i.num_pending, i.num_ack_pending]))}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  const done = Date.now();
  const want = countsFor(n);
  const prefix = new RegExp(`^${run}-`);
  const [logs, results] = await Promise.all([
    db.collection('logs').countDocuments({ _id: { $regex: prefix } as never }),
    db.collection('results').countDocuments({ domain: { $regex: prefix } }),
  ]);
  if (logs !== want.logs || results !== want.results)
    throw new Error(`stored ${logs}/${want.logs} logs and ${results}/${want.results} results`);
  return done;
}

export interface SustainedResult {
  published: number;
  publishSeconds: number;
  /** Time until the last event was stored, from the first publish. */
  storedSeconds: number;
  latenciesMs: number[];
}

export async function sustained(
  nc: NatsConnection,
  jsm: JetStreamManager,
  db: Db,
  run: string,
  rate: number,
  seconds: number,
  sampleEvery = 10,
): Promise<SustainedResult> {
  const n = rate * seconds;
  const sent = new Map<string, number>();
  const pending: string[] = [];
  const latencies: number[] = [];
  let publishing = true;

  // Watches the oldest 100 unseen samples every 20 ms: lines are stored roughly in order (a batch holds
  // about 50 samples), and a line found late only makes the figure worse (it errs on the slow side).
  // Wider or faster polling loads the database under test with tens of thousands of lookups a second.
  const poller = (async () => {
    while (publishing || pending.length) {
      const window = pending.slice(0, 100);
      if (window.length) {
        // A slow or failed lookup under load is retried on the next tick, not fatal.
        const found = await db
          .collection('logs')
          .find({ _id: { $in: window as never[] } }, { projection: { _id: 1 } })
          .toArray()
          .catch(() => []);
        const now = performance.now();
        const seen = new Set(found.map((d) => String(d._id)));
        for (const id of window) if (seen.has(id)) latencies.push(now - (sent.get(id) as number));
        for (let k = pending.length - 1; k >= 0; k--) if (seen.has(pending[k])) pending.splice(k, 1);
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  })();

  const start = performance.now();
  const startWall = Date.now();
  const tickMs = 10;
  const perTick = rate / (1000 / tickMs);
  for (let i = 0; i < n;) {
    const due = Math.min(n, Math.floor(((performance.now() - start) / tickMs + 1) * perTick));
    for (; i < due; i++) {
      const e = benchEvent(run, i);
      if (e.logId && i % sampleEvery === 0) {
        sent.set(e.logId, performance.now());
        pending.push(e.logId);
      }
      publishNoAck(nc, e);
    }
    await new Promise((r) => setTimeout(r, tickMs));
  }
  await nc.flush();
  const publishSeconds = (performance.now() - start) / 1000;
  const storedAt = await waitStored(jsm, db, run, n, 300_000);
  publishing = false;
  await poller;
  return { published: n, publishSeconds, storedSeconds: (storedAt - startWall) / 1000, latenciesMs: latencies };
}
