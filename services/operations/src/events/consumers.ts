// Durable consumers of the two ops subjects (design.md §4). JetStream keeps what was published while
// the service was down; each event is acked only after its batch is in Mongo.
import { LogAppended, OPS_STREAM, OPS_SUBJECTS, ResultChanged } from '@dop/contracts/ops';
import { consume, ensureStream, type Consumption } from '@dop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { JetStreamClient, JetStreamManager } from 'nats';
import { MicroBatcher } from '../lib/micro-batcher';
import type { ActivityThrottle } from './activity-writer';
import type { DomainActivityModel } from '../models/domain-activity-model';
import type { LogModel } from '../models/log-model';
import type { ResultModel } from '../models/result-model';
import { writeLogs } from './log-writer';
import { writeResults } from './result-writer';

export const DURABLES = { logs: 'operations-logs', results: 'operations-results' } as const;

export interface ConsumerDeps {
  js: JetStreamClient;
  jsm: JetStreamManager;
  logs: LogModel;
  results: ResultModel;
  activity: DomainActivityModel;
  throttle: ActivityThrottle;
  batch: number;
  flushMs: number;
  log: FastifyBaseLogger;
  /** Called after every batch written, so cached answers never outlive what they were read from. */
  onWritten?: () => void;
}

export async function startConsumers(deps: ConsumerDeps): Promise<Consumption> {
  await ensureStream(deps.jsm, { name: OPS_STREAM.name, subjects: [...OPS_STREAM.subjects] });
  const opts = { maxSize: deps.batch, maxDelayMs: deps.flushMs };
  const logBatcher = new MicroBatcher<LogAppended>(async (events) => {
    await writeLogs(deps.logs, deps.activity, deps.throttle, events);
    deps.onWritten?.();
  }, opts);
  const resultBatcher = new MicroBatcher<ResultChanged>(async (events) => {
    await writeResults(deps.results, events);
    deps.onWritten?.();
  }, opts);
  // Twice the batch in flight: the next batch fills while the previous one is being written.
  const common = { stream: OPS_STREAM.name, concurrency: deps.batch * 2, log: deps.log };
  const subs = [
    await consume(deps.js, {
      ...common,
      durable: DURABLES.logs,
      subject: OPS_SUBJECTS.logAppended,
      schema: LogAppended,
      handler: (e) => logBatcher.add(e),
    }),
    await consume(deps.js, {
      ...common,
      durable: DURABLES.results,
      subject: OPS_SUBJECTS.resultChanged,
      schema: ResultChanged,
      handler: (e) => resultBatcher.add(e),
    }),
  ];
  return {
    async stop() {
      await Promise.all(subs.map((s) => s.stop()));
      await Promise.all([logBatcher.flush(), resultBatcher.flush()]);
    },
  };
}
