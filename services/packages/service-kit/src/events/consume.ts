// Durable pull consumer with explicit ack (design.md §4): parse → handle → ack; a bad payload is
// terminated (redelivery cannot fix it), a thrown error is nak'ed with a delay and retried.
import { AckPolicy, DeliverPolicy, type ConsumerMessages, type JetStreamClient, type JsMsg } from 'nats';
import type { z } from 'zod';

/** Throw from a handler when retrying cannot help; the message is terminated instead of nak'ed. */
export class PermanentEventError extends Error {
  override name = 'PermanentEventError';
}

export interface ConsumeLogger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface ConsumeOptions<S extends z.ZodType> {
  stream: string;
  durable: string;
  subject: string;
  schema: S;
  handler: (event: z.output<S>, msg: JsMsg) => Promise<void>;
  /** Delay before a nak'ed message comes back; default doubles from 1 s up to 30 s. */
  nakDelayMs?: (deliveryCount: number) => number;
  /** Handlers running at once; default 1 (in order). */
  concurrency?: number;
  ackWaitMs?: number;
  log?: ConsumeLogger;
}

export interface Consumption {
  /** Stops fetching, waits for in-flight handlers, then resolves. */
  stop(): Promise<void>;
}

const NS_PER_MS = 1_000_000;
const quiet: ConsumeLogger = { warn: () => undefined, error: () => undefined };
export const defaultNakDelay = (n: number) => Math.min(1000 * 2 ** Math.max(0, n - 1), 30_000);

export async function consume<S extends z.ZodType>(js: JetStreamClient, opts: ConsumeOptions<S>): Promise<Consumption> {
  const jsm = await js.jetstreamManager();
  const config = {
    durable_name: opts.durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    filter_subject: opts.subject,
    ack_wait: (opts.ackWaitMs ?? 30_000) * NS_PER_MS,
  };
  const existing = await jsm.consumers.info(opts.stream, opts.durable).catch(() => null);
  if (!existing) await jsm.consumers.add(opts.stream, config);
  else if (existing.config.filter_subject !== opts.subject || existing.config.ack_wait !== config.ack_wait) {
    await jsm.consumers.update(opts.stream, opts.durable, { filter_subject: opts.subject, ack_wait: config.ack_wait });
  }

  const log = opts.log ?? quiet;
  const nakDelay = opts.nakDelayMs ?? defaultNakDelay;
  const consumer = await js.consumers.get(opts.stream, opts.durable);
  const messages: ConsumerMessages = await consumer.consume({ max_messages: Math.max(10, opts.concurrency ?? 1) });

  const handle = async (msg: JsMsg) => {
    let event: z.output<S>;
    try {
      const parsed = opts.schema.safeParse(JSON.parse(msg.string()));
      if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
      event = parsed.data;
    } catch (err) {
      log.error({ subject: msg.subject, seq: msg.seq, err }, 'bad event payload; terminated');
      // No reason argument: nats-server 2.9 (Debian) ignores "+TERM <reason>" and would redeliver.
      msg.term();
      return;
    }
    try {
      await opts.handler(event, msg);
      msg.ack();
    } catch (err) {
      if (err instanceof PermanentEventError) {
        log.error({ subject: msg.subject, seq: msg.seq, err }, 'event handler failed permanently; terminated');
        msg.term();
        return;
      }
      const delay = nakDelay(msg.info.deliveryCount);
      log.warn({ subject: msg.subject, seq: msg.seq, err, delay }, 'event handler failed; retrying');
      msg.nak(delay);
    }
  };

  const limit = Math.max(1, opts.concurrency ?? 1);
  const inFlight = new Set<Promise<void>>();
  const loop = (async () => {
    for await (const msg of messages) {
      const p = handle(msg).finally(() => inFlight.delete(p));
      inFlight.add(p);
      if (inFlight.size >= limit) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
  })();

  return {
    async stop() {
      await messages.close();
      await loop;
    },
  };
}
