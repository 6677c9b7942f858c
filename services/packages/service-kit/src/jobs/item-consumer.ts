// A job's items on JetStream: one durable pull consumer per job kind, shared by every instance, hands
// each item to the worker with bounded concurrency; a retried item backs off from 0.5 s up to 30 s.
import type { JetStreamClient } from 'nats';
import type { z } from 'zod';
import { consume, type ConsumeLogger, type Consumption } from '../events/consume';

export interface ItemConsumerOptions<S extends z.ZodType<{ domain: string }>> {
  stream: string;
  durable: string;
  subject: string;
  schema: S;
  concurrency: number;
  ackWaitMs: number;
  log: ConsumeLogger;
  /** Works on one item; `touch` tells JetStream the message is still being worked on. */
  handle: (item: z.output<S>, touch: () => void) => Promise<void>;
  /** Errors that only mean "later" (a busy item, a restarting service): a warning, not an error. */
  isTransient: (err: unknown) => boolean;
  /** Names the items in the warning, e.g. 'bulk item'. */
  what: string;
}

export function startItemConsumer<S extends z.ZodType<{ domain: string }>>(
  js: JetStreamClient,
  opts: ItemConsumerOptions<S>,
): Promise<Consumption> {
  return consume(js, {
    stream: opts.stream,
    durable: opts.durable,
    subject: opts.subject,
    schema: opts.schema,
    concurrency: opts.concurrency,
    ackWaitMs: opts.ackWaitMs,
    nakDelayMs: (n) => Math.min(500 * 2 ** Math.max(0, n - 1), 30_000),
    log: opts.log,
    handler: (event, msg) =>
      opts
        .handle(event, () => msg.working())
        .catch((err: unknown) => {
          if (opts.isTransient(err)) opts.log.warn({ err, domain: event.domain }, `${opts.what} retried`);
          throw err;
        }),
  });
}
