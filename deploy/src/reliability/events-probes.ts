// What a subscriber's NATS login must not be able to do (issue 32), tried for real against the running
// nats-server: publish a domain event (through JetStream and on core NATS), request or answer an RPC
// subject, read a job subject, the job stream or the workers' consumer, read the shared reply inbox,
// create or read another subscriber's consumer.
// Each attempt is refused only when nats-server itself says so (a permissions violation naming the
// subject); a timeout or any other error counts as not refused, so a silently dropped attempt fails too.
import { randomUUID } from 'node:crypto';
import { AckPolicy, connect, type NatsConnection, type NatsError } from 'nats';
import { EVENTS_STREAM } from '@dop/contracts/domain-events';
import { DOMAINS_JOBS, DOMAINS_JOBS_STREAM } from '@dop/contracts/domains';
import { REGISTRARS_RPC } from '@dop/contracts/registrars';
import { waitFor } from '@dop/service-kit/src/wait-for';
import type { SubscriberFile } from '../nats-users';

export type SubscriberLogin = SubscriberFile;

export interface ProbeResult {
  attempt: string;
  refused: boolean;
  /** What nats-server (or the client) answered. */
  answer: string;
}

export interface Probes {
  results: ProbeResult[];
  /** The eventId of the domain event the probes tried to publish: it must never reach the stream. */
  probeEventId: string;
}

/** The consumer the domains service's bulk-add workers pull from (services/domains/src/events/bulk-consumer.ts). */
const WORKERS_CONSUMER = 'domains-bulk-add';

/** A refusal by nats-server of `subject` (a pattern where the client picks the exact API subject). */
const violation = (err: unknown, subject: string | RegExp): boolean => {
  const e = err as NatsError | undefined;
  const refused = e?.permissionContext?.subject;
  return (
    e?.code === 'PERMISSIONS_VIOLATION' &&
    refused !== undefined &&
    (typeof subject === 'string' ? refused === subject : subject.test(refused))
  );
};

async function refusedCall(attempt: string, subject: string | RegExp, run: () => Promise<unknown>): Promise<ProbeResult> {
  try {
    const answer = await run();
    return { attempt, refused: false, answer: `accepted: ${JSON.stringify(answer ?? null).slice(0, 200)}` };
  } catch (err) {
    return { attempt, refused: violation(err, subject), answer: (err as Error).message };
  }
}

/** nats-server answers a refused SUB with -ERR before the PONG of the flush that follows it. */
async function refusedSubscription(nc: NatsConnection, attempt: string, subject: string): Promise<ProbeResult> {
  let refusal: Error | null = null;
  const sub = nc.subscribe(subject, { callback: (err) => void (err && (refusal = err)) });
  await nc.flush();
  const err = refusal as Error | null;
  if (!err) sub.unsubscribe();
  return { attempt, refused: err !== null && violation(err, subject), answer: err ? err.message : 'subscription accepted' };
}

/** A plain publish has no answer: nats-server's refusal comes back as an error status naming the subject. */
async function refusedPublish(
  nc: NatsConnection,
  violations: string[],
  attempt: string,
  subject: string,
  data: string,
): Promise<ProbeResult> {
  nc.publish(subject, data);
  await nc.flush();
  const seen = await waitFor(() => violations.includes(subject), {
    timeoutMs: 5_000,
    intervalMs: 20,
    what: `a refusal of ${subject}`,
  }).then(
    () => true,
    () => false,
  );
  return { attempt, refused: seen, answer: seen ? `Permissions Violation for Publish to "${subject}"` : 'no refusal within 5 s' };
}

const OTHER_DURABLE = 'sub-someone-else';

export async function probeRefusals(login: SubscriberLogin): Promise<Probes> {
  const nc = await connect({ servers: login.url, user: login.user, pass: login.password, inboxPrefix: login.inboxPrefix });
  const violations: string[] = [];
  void (async () => {
    for await (const s of nc.status()) {
      const ctx = (s as { permissionContext?: { operation: string; subject: string } }).permissionContext;
      if (ctx?.operation === 'publish') violations.push(ctx.subject);
    }
  })();
  const probeEventId = `probe-${randomUUID()}`;
  const event = JSON.stringify({
    eventId: probeEventId,
    version: 1,
    occurredAt: new Date().toISOString(),
    actor: { userId: null },
    domainId: 'probe',
    name: 'probe.example',
    registrar: null,
    accountId: null,
    useCloudflare: false,
    teamTag: null,
  });
  const rpc = REGISTRARS_RPC.detectRegistrar;
  const workerPull = `$JS.API.CONSUMER.MSG.NEXT.${DOMAINS_JOBS_STREAM.name}.${WORKERS_CONSUMER}`;
  // CONSUMER.CREATE.<stream>.<name> or the older CONSUMER.DURABLE.CREATE.<stream>.<name>, as the client picks.
  const createOthersConsumer = new RegExp(
    `^\\$JS\\.API\\.CONSUMER\\.(DURABLE\\.)?CREATE\\.${EVENTS_STREAM.name}\\.${OTHER_DURABLE}(\\.|$)`,
  );
  const createJobsConsumer = new RegExp(`^\\$JS\\.API\\.CONSUMER\\.(DURABLE\\.)?CREATE\\.${DOMAINS_JOBS_STREAM.name}(\\.|$)`);
  try {
    const js = nc.jetstream();
    const jsm = await nc.jetstreamManager();
    const results: ProbeResult[] = [
      await refusedCall('publish a domain event through JetStream', 'domains.domain.created', () =>
        js.publish('domains.domain.created', event, { msgID: probeEventId, timeout: 5_000 }),
      ),
      await refusedPublish(nc, violations, 'publish a domain event on core NATS', 'domains.domain.deleted', event),
      await refusedCall(`request the RPC subject ${rpc}`, rpc, async () =>
        (await nc.request(rpc, JSON.stringify({ domain: 'probe.example', actor: { userId: null } }), { timeout: 5_000 })).string(),
      ),
      await refusedSubscription(nc, `answer the RPC subject ${rpc}`, rpc),
      await refusedSubscription(nc, `read the job subject ${DOMAINS_JOBS.bulkAddItem}`, DOMAINS_JOBS.bulkAddItem),
      await refusedCall(`create a consumer on ${DOMAINS_JOBS_STREAM.name}`, createJobsConsumer, () =>
        jsm.consumers.add(DOMAINS_JOBS_STREAM.name, { durable_name: 'probe', ack_policy: AckPolicy.Explicit }),
      ),
      await refusedCall(`pull a job from the workers' consumer ${WORKERS_CONSUMER}`, workerPull, async () =>
        (await nc.request(workerPull, JSON.stringify({ batch: 1, no_wait: true }), { timeout: 5_000 })).string(),
      ),
      await refusedSubscription(nc, 'read every reply inbox (_INBOX.>)', '_INBOX.>'),
      // Another subscriber's durable (its own is login.durable): neither created nor read.
      await refusedCall('create or read another subscriber’s consumer on EVENTS', createOthersConsumer, () =>
        jsm.consumers.add(EVENTS_STREAM.name, { durable_name: OTHER_DURABLE, ack_policy: AckPolicy.Explicit }),
      ),
    ];
    return { results, probeEventId };
  } finally {
    await nc.close();
  }
}
