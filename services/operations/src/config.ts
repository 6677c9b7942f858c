// Env of the operations service: the base variables plus retention and ingest tuning.
import { baseServiceEnv } from '@dop/service-kit';
import { z } from 'zod';

export const operationsEnv = baseServiceEnv.extend({
  /** Logs and results older than this are removed by a TTL index (issue 7). */
  RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(90),
  /** Events written to Mongo in one batch; also the consumers' in-flight limit. */
  INGEST_BATCH: z.coerce.number().int().min(1).max(5_000).default(500),
  /**
   * How long a batch waits to fill before it is written; adds at most this to event-to-visible. Each
   * write is one storage transaction with a fixed cost, so batches of a few dozen events would cap
   * ingest far below 5,000 events/s; 100 ms lets them grow to hundreds at that rate.
   */
  INGEST_FLUSH_MS: z.coerce.number().int().min(0).max(5_000).default(100),
  /**
   * How long one GET /api/results or /api/logs answer is reused for callers with the same scope and
   * query; this instance's own writes end it at once, another instance's are seen within this time.
   */
  ANSWER_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(500),
});
export type OperationsEnv = z.infer<typeof operationsEnv>;
