// Benchmark events: four log lines to one result change, as a bulk job produces them. Every result
// event names its own domain, so each one becomes a row and stored rows can be counted.
import { LogAppended, OPS_SUBJECTS, ResultChanged } from '@dop/contracts/ops';
import { headers, type JetStreamClient, type NatsConnection } from 'nats';

const encoder = new TextEncoder();
const USERS = Array.from({ length: 20 }, (_, i) => ({ userId: `bench-user-${i}`, userName: `user${i}` }));

export interface BenchEvent {
  subject: string;
  msgId: string;
  body: Uint8Array;
  /** Set for log events: the stored line's _id, used to see when it becomes visible. */
  logId?: string;
}

export function benchEvent(run: string, i: number): BenchEvent {
  const actor = USERS[i % USERS.length];
  const occurredAt = new Date().toISOString();
  const eventId = `${run}-${i}`;
  if (i % 5 === 4) {
    const e: ResultChanged = {
      eventId,
      version: 1,
      occurredAt,
      actor,
      operationType: 'domain-records',
      domain: `${run}-${i}.example.com`,
      userId: actor.userId,
      teamTag: '2333',
      statuses: { namecheap: 'Success', cloudflare: 'Inapplicable' },
    };
    return { subject: OPS_SUBJECTS.resultChanged, msgId: eventId, body: encoder.encode(JSON.stringify(e)) };
  }
  const e: LogAppended = {
    eventId,
    version: 1,
    occurredAt,
    actor,
    level: 'info',
    message: `Adding A records for ${run}-${i}.example.com`,
    operationType: 'domain-records',
    domain: `${run}-${i % 1000}.example.com`,
  };
  return { subject: OPS_SUBJECTS.logAppended, msgId: eventId, body: encoder.encode(JSON.stringify(e)), logId: eventId };
}

export const countsFor = (n: number) => ({ logs: n - Math.floor(n / 5), results: Math.floor(n / 5) });

export async function publish(js: JetStreamClient, e: BenchEvent): Promise<void> {
  await js.publish(e.subject, e.body, { msgID: e.msgId });
}

/**
 * Fire-and-forget publish for the sustained phase: the stream still captures the subject and dedupes
 * on the Nats-Msg-Id header, but the load generator does not wait for 5,000 PubAcks a second on the
 * same two cores as the service it measures.
 */
export function publishNoAck(nc: NatsConnection, e: BenchEvent): void {
  const h = headers();
  h.set('Nats-Msg-Id', e.msgId);
  nc.publish(e.subject, e.body, { headers: h });
}
