// A subscriber of the platform's domain events: a durable consumer on the EVENTS stream (it resumes
// where it stopped), optionally replaying from a point in time, acking each event after handling it.
import { AckPolicy, connect, DeliverPolicy, type ConsumerConfig, type NatsConnection } from 'nats';

export interface SubscriberOptions {
  /** From DATA_DIR/subscriber.json under `npm start`: { url, user, password, stream, inboxPrefix }. */
  url: string;
  user?: string;
  password?: string;
  stream?: string;
  /** Also from subscriber.json: replies to this subscriber arrive under it, the only inbox it may read. */
  inboxPrefix?: string;
  /**
   * Name of this subscriber's consumer; the stream remembers its position under it. Under `npm start`
   * the `durable` of subscriber.json, the only one its login may use.
   */
  durable: string;
  /** Only events of this subject (NATS wildcards allowed: `domains.>`); all events when absent. */
  subject?: string;
  /** First run only: start at this time instead of the first event kept. */
  since?: Date;
  onEvent(subject: string, event: { eventId: string; version: number } & Record<string, unknown>): Promise<void>;
}

export interface Subscription {
  nc: NatsConnection;
  stop(): Promise<void>;
}

export async function subscribe(opts: SubscriberOptions): Promise<Subscription> {
  const nc = await connect({
    servers: opts.url,
    user: opts.user,
    pass: opts.password,
    inboxPrefix: opts.inboxPrefix,
    maxReconnectAttempts: -1,
  });
  const stream = opts.stream ?? 'EVENTS';
  const config: Partial<ConsumerConfig> = {
    durable_name: opts.durable,
    ack_policy: AckPolicy.Explicit,
    ...(opts.since ? { deliver_policy: DeliverPolicy.StartTime, opt_start_time: opts.since.toISOString() } : {}),
    // One filter: nats-server 2.9 (Debian's) filters a consumer on one subject; 2.10 adds filter_subjects.
    ...(opts.subject ? { filter_subject: opts.subject } : {}),
  };
  const jsm = await nc.jetstreamManager();
  // Created once; later runs find it and resume after the last acked event.
  await jsm.consumers.info(stream, opts.durable).catch(() => jsm.consumers.add(stream, config));
  const messages = await (await nc.jetstream().consumers.get(stream, opts.durable)).consume();
  // JetStream drops a repeated eventId only within 10 minutes: remember what was handled (a real
  // subscriber keeps this in its own database, beside what the event changed).
  const handled = new Set<string>();
  const done = (async () => {
    for await (const m of messages) {
      const event = m.json<{ eventId: string; version: number } & Record<string, unknown>>();
      try {
        if (!handled.has(event.eventId)) await opts.onEvent(m.subject, event);
        handled.add(event.eventId);
        m.ack();
      } catch {
        m.nak(5_000);
      }
    }
  })();
  return {
    nc,
    stop: async () => {
      await messages.close();
      await done;
      await nc.close();
    },
  };
}
