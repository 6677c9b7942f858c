// Issue 32, first acceptance line: a subscriber in a process of its own, logged in with the subscriber
// file `npm start` writes (DATA_DIR/subscriber.json), receives exactly one event per change of a
// scripted run through the gateway — 3 domains added, one domain put on Cloudflare (at the simulator),
// one bought at the registrar simulator, an SSH install on a real sshd, one domain deleted, A records
// changed — while nats-server (as the install ends and the delete is asked for) and then the domains
// service (right after the A records) are killed with -9. Repeats of an eventId count once (subscribers
// drop them); two eventIds for one change fail. The same login is refused publishing, requesting and
// answering an RPC subject, and reading job subjects. Prints one summary line.
import fs from 'node:fs';
import path from 'node:path';
import { DOMAIN_EVENTS, EVENTS_STREAM, type DomainEventSubject } from '@dop/contracts/domain-events';
import { waitFor } from '@dop/service-testing';
import { connect } from 'nats';
import { tally, type DeliveredEvent } from '../../src/reliability/events-lines';
import type { SubscriberLogin } from '../../src/reliability/events-probes';
import { SubscriberChild } from '../../src/reliability/events-subscriber-child';
import { ProductClient } from '../../src/reliability/product-client';
import { ProductRun } from '../../src/reliability/product-run';
import { startProviderSims, type RunningSims } from '../../src/reliability/provider-sims';
import { REPO_ROOT } from '../../src/reliability/service-stack';
import { signUp } from '../../src/reliability/sign-up';

jest.setTimeout(240_000);

const TAG = Math.random().toString(36).slice(2, 7);
const NAMES = [1, 2, 3].map((i) => `ev${TAG}-${i}.com`);
const [RECORDS_NAME, CLOUDFLARE_NAME, DELETED_NAME] = NAMES;
const BOUGHT_NAME = `ev${TAG}-bought.com`;
const NEW_IP = '198.51.100.77';
/** Published for saved A records once issue 30's change sets land; expected only when the catalog has it. */
const CHANGE_SET_APPLIED = 'changes.set.applied' as DomainEventSubject;
/** Events of the sign-up before the run (the team's owner): not changes of the scripted run. */
const SETUP_EVENTS = /^identity\./;

let sims: RunningSims;
let product: ProductRun;
let client: ProductClient;
let login: SubscriberLogin;
let subscriber: SubscriberChild;
const started = Date.now();
const notes: string[] = [];

beforeAll(async () => {
  sims = await startProviderSims(REPO_ROOT);
  product = await ProductRun.start({
    ...sims.env,
    NAMESILO_MIN_INTERVAL_MS: '0',
    // A killed worker's job messages come back after the ack wait (default 5 min): 15 s keeps this bounded.
    JOB_ACK_WAIT_MS: '15000',
    AUTH_REQUESTS_PER_IP_PER_MIN: '100000',
    LOG_LEVEL: 'warn',
  });
  client = new ProductClient(product.url, await signUp(product.url, product.dataDir, 'events'));
  // Written by `npm start` (deploy/src/nats-users.ts): the login the subscriber process uses.
  const loginFile = path.join(product.dataDir, 'subscriber.json');
  login = JSON.parse(fs.readFileSync(loginFile, 'utf8')) as SubscriberLogin;
  // The one durable consumer its login may use (named in the file).
  subscriber = await SubscriberChild.start(loginFile, login.durable);
}, 240_000);

/** nats-server's log lines of refusals to the subscriber's own login: the second test causes them. */
const subscriberRefusals = () => product.violations.filter((line) => line.includes(`User "${login?.user}"`));

afterAll(async () => {
  await subscriber?.stop();
  try {
    await product?.stop();
  } catch (err) {
    // ProductRun fails a run on any NATS refusal; only the apps' own count here.
    const apps = product.violations.filter((line) => !subscriberRefusals().includes(line));
    if (apps.length || !product.violations.length) throw err;
  } finally {
    await sims?.stop();
  }
}, 60_000);

/** One change of the run: the event it must produce, told apart from the others by its payload. */
interface Change {
  what: string;
  subject: DomainEventSubject;
  match: (e: DeliveredEvent) => boolean;
  /** What else its payload must say; a message when it does not. */
  check?: (e: DeliveredEvent) => string | null;
}

async function answered(method: string, p: string, body: unknown, what: string, ok = 200) {
  const res = await client.call(method, p, body, 60_000);
  if (res.status !== ok) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The gateway, identity and the job reads answer the user again after a kill. */
async function recovered(): Promise<boolean> {
  const [me, domains] = await Promise.all([client.tryCall('GET', '/api/auth/me'), client.tryCall('GET', '/api/domains?limit=1')]);
  return me.status === 200 && domains.status === 200;
}

/** The stream and the subscriber's consumer, read with the subscriber's own login. */
async function eventsState(): Promise<{ stored: number; pending: number; ackPending: number; redelivered: number }> {
  const nc = await connect({ servers: login.url, user: login.user, pass: login.password, inboxPrefix: login.inboxPrefix });
  try {
    const jsm = await nc.jetstreamManager();
    const [stream, consumer] = await Promise.all([
      jsm.streams.info(EVENTS_STREAM.name),
      jsm.consumers.info(EVENTS_STREAM.name, login.durable),
    ]);
    return {
      stored: stream.state.messages,
      pending: consumer.num_pending,
      ackPending: consumer.num_ack_pending,
      redelivered: consumer.num_redelivered,
    };
  } finally {
    await nc.close();
  }
}

test('exactly one event per change of a scripted run, through kill -9 of nats-server and of the domains service', async () => {
  const namesilo = sims.registrars.namesilo;
  for (const name of NAMES) namesilo.state.addDomain({ name });
  const accountId = await client.namesiloAccount(namesilo.credentials.apiKey);
  const user = client.user;

  // 1. Three domains, at the namesilo account, with no provider work (their A records change below).
  const bulk = await answered(
    'POST',
    '/api/domains/bulk',
    { domains: NAMES, ipAddress: '10.1.2.3', updateRecords: false, accounts: { namesilo: accountId } },
    'bulk add',
  );
  await waitFor(async () => (await client.job(bulk.jobId as string))?.finished, { timeoutMs: 60_000, what: 'the bulk add job' });
  const listed = await answered('GET', '/api/domains?limit=100', undefined, 'domain list');
  const ids = Object.fromEntries((listed.domains as Array<{ id: string; name: string }>).map((d) => [d.name, d.id]));
  expect(NAMES.filter((n) => !ids[n])).toEqual([]);

  // 2. One domain onto Cloudflare (the simulator): zone, A records, SSL, then the registrar's name servers.
  const seeded = await fetch(`${sims.testEnv.E2E_CLOUDFLARE_SIM_URL}/__sim/cloudflare/seed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ users: [{ email: `cf-${TAG}@events.test` }] }),
  });
  const cfUser = ((await seeded.json()) as { users: Array<{ email: string; apiKey: string; nameServers: string[] }> }).users[0];
  await answered(
    'POST',
    '/api/cloudflare/domains',
    {
      domains: [CLOUDFLARE_NAME],
      ipAddress: '203.0.113.9',
      teamTag: 'events',
      singleAccount: { email: cfUser.email, apiKey: cfUser.apiKey },
    },
    'cloudflare add',
  );
  await waitFor(() => namesilo.state.domain(CLOUDFLARE_NAME)?.nameservers.join() === cfUser.nameServers.join(), {
    timeoutMs: 60_000,
    what: `${CLOUDFLARE_NAME}'s name servers at Cloudflare`,
  });

  // 3. One domain bought at the registrar simulator, at once.
  const purchase = await answered(
    'POST',
    '/api/billing/purchase',
    { domains: [BOUGHT_NAME], registrar: 'namesilo', accountId, quickPurchase: true },
    'purchase',
    202,
  );
  const bought = await waitFor(
    async () => {
      const res = await client.tryCall('GET', `/api/billing/purchase/${purchase.jobId}`);
      return res.status === 200 && res.body.status === 'done' ? res.body : null;
    },
    { timeoutMs: 60_000, intervalMs: 250, what: 'the purchase job' },
  );
  expect(bought.counts).toMatchObject({ bought: 1, failed: 0 });

  // 4. An SSH install on the test sshd, its script held at its gate (the e2e sshd simulator's).
  const gate = sims.testEnv.E2E_SSH_GATE;
  fs.rmSync(gate, { force: true });
  const host = sims.testEnv.E2E_SSH_HOST;
  const install = await answered(
    'POST',
    '/api/ssh/background-install',
    { servers: [{ host, password: sims.testEnv.E2E_SSH_PASSWORD }] },
    'ssh install',
  );
  const sshJob = async () => (await client.tryCall('GET', `/api/ssh/job-logs/${install.jobId}`)).body;
  await waitFor(async () => (await sshJob())?.logs?.some((l: { message: string }) => l.message.includes('step 3 of 6')), {
    timeoutMs: 60_000,
    intervalMs: 250,
    what: 'the SSH install waiting at its gate',
  });

  // 5. kill -9 of nats-server; at once the gate opens, so the install ends (and stages its event in the
  // ssh database) while NATS is away, and a delete is asked for. The gateway serves no cached session
  // while its NATS link is down (identity-resolver.ts), so the delete may be answered only after.
  const natsKilled = Date.now();
  const natsBack = product.killAndAwaitRestart('nats').then(() => Date.now());
  fs.writeFileSync(gate, '');
  let deleteTries = 0;
  const deleteAnswers = new Set<string>();
  await waitFor(
    async () => {
      deleteTries += 1;
      const res = await client.tryCall('DELETE', `/api/domains/${ids[DELETED_NAME]}`);
      deleteAnswers.add(`${res.status}${res.status === 200 ? '' : ` ${JSON.stringify(res.body).slice(0, 100)}`}`);
      // A 404 after a failed try: an earlier try deleted it and its answer was lost.
      return res.status === 200 || (res.status === 404 && deleteTries > 1) ? res : null;
    },
    { timeoutMs: 60_000, intervalMs: 200, what: 'the delete while NATS restarts' },
  );
  const deletedAt = Date.now();
  const natsBackAt = await natsBack;
  await waitFor(recovered, { timeoutMs: 90_000, intervalMs: 200, what: 'recovery after killing nats-server' });
  const ssh = await waitFor(
    async () => {
      const job = (await sshJob())?.job as { status: string } | undefined;
      return job?.status === 'completed' || job?.status === 'failed' ? job : null;
    },
    { timeoutMs: 60_000, intervalMs: 250, what: 'the SSH install' },
  );
  expect(ssh.status).toBe('completed');
  const when = (at: number) => `${at - natsKilled} ms after the kill, ${at < natsBackAt ? 'before' : 'after'} a new nats-server ran`;
  notes.push(
    `nats-server back ${natsBackAt - natsKilled} ms after kill -9; delete answered ${when(deletedAt)} ` +
      `(${deleteTries} tries: ${[...deleteAnswers].join(' | ')})`,
  );

  // 6. A records of one domain at its registrar (an RPC over the restarted NATS), then kill -9 of the
  // domains service right after the change was answered.
  let recordTries = 0;
  await waitFor(
    async () => {
      recordTries += 1;
      const res = await client.tryCall('POST', `/api/domains/${ids[RECORDS_NAME]}/records`, {
        aRecords: [{ name: '@', content: NEW_IP, ttl: 3600 }],
      });
      return res.status === 200 ? res : null;
    },
    { timeoutMs: 90_000, intervalMs: 500, what: 'the A-record change after the NATS restart' },
  );
  const domainsKilled = Date.now();
  await product.killAndAwaitRestart('domains');
  await waitFor(recovered, { timeoutMs: 90_000, intervalMs: 200, what: 'recovery after killing domains' });
  notes.push(`A records changed (${recordTries} tries); domains back and answering ${Date.now() - domainsKilled} ms after kill -9`);
  expect(namesilo.state.aRecords(RECORDS_NAME).map((r) => r.content)).toEqual([NEW_IP]);

  const changes: Change[] = [
    ...NAMES.map((name): Change => ({
      what: `${name} added`,
      subject: 'domains.domain.created',
      match: (e) => e.name === name,
      check: (e) =>
        e.registrar === 'namesilo' && e.accountId === accountId && e.domainId === ids[name] ? null : 'registrar, account or id',
    })),
    {
      what: `A records of ${RECORDS_NAME}`,
      subject: 'domains.records.changed',
      match: (e) => e.name === RECORDS_NAME,
      check: (e) =>
        e.host === 'registrar' && JSON.stringify(e.new) === JSON.stringify([{ name: '@', content: NEW_IP, ttl: 3600 }])
          ? null
          : 'host or new records',
    },
    // Saved A records are a change set of their own (issue 30's safe changes) once that event is published.
    ...(CHANGE_SET_APPLIED in DOMAIN_EVENTS
      ? [
          {
            what: `change set of ${RECORDS_NAME}'s A records`,
            subject: CHANGE_SET_APPLIED,
            match: (e: DeliveredEvent) => Array.isArray(e.domains) && e.domains.includes(RECORDS_NAME),
            check: (e: DeliveredEvent) => (e.status === 'applied' && e.applied === 1 && e.failed === 0 ? null : 'status or counts'),
          },
        ]
      : []),
    {
      what: `Cloudflare zone of ${CLOUDFLARE_NAME}`,
      subject: 'cloudflare.zone.created',
      match: (e) => e.domain === CLOUDFLARE_NAME,
      check: (e) => (JSON.stringify(e.nameServers) === JSON.stringify(cfUser.nameServers) ? null : 'name servers'),
    },
    // The same job points the registrar at the zone's name servers: a change set of its own (issue 30).
    {
      what: `change set of ${CLOUDFLARE_NAME}'s delegation`,
      subject: CHANGE_SET_APPLIED,
      match: (e) => Array.isArray(e.domains) && e.domains.includes(CLOUDFLARE_NAME),
      check: (e) => (e.source === 'cloudflare-add' && e.status === 'applied' && e.applied === 1 ? null : 'source, status or counts'),
    },
    // …and the Domains tab, which holds the domain too, hears of its new name servers.
    {
      what: `name servers of ${CLOUDFLARE_NAME}`,
      subject: 'domains.nameservers.changed',
      match: (e) => e.name === CLOUDFLARE_NAME,
      check: (e) => (JSON.stringify(e.new) === JSON.stringify(cfUser.nameServers) ? null : 'name servers'),
    },
    // The same job sets the zone's SSL mode: a change of its own, published by the cloudflare service.
    {
      what: `SSL mode of ${CLOUDFLARE_NAME}`,
      subject: 'cloudflare.ssl.changed',
      match: (e) => e.domain === CLOUDFLARE_NAME,
      check: (e) => (e.new === 'flexible' ? null : 'SSL mode'),
    },
    // Billing stores no domain in the panel: the purchase is its only event.
    {
      what: `${BOUGHT_NAME} bought`,
      subject: 'billing.domain.purchased',
      match: (e) => e.domain === BOUGHT_NAME,
      check: (e) => (e.registrar === 'namesilo' && e.accountId === accountId ? null : 'registrar or account'),
    },
    {
      what: `${DELETED_NAME} deleted`,
      subject: 'domains.domain.deleted',
      match: (e) => e.name === DELETED_NAME,
      check: (e) => (e.domainId === ids[DELETED_NAME] ? null : 'domain id'),
    },
    {
      what: `SSH install on ${host}`,
      subject: 'ssh.install.completed',
      match: (e) => e.jobId === install.jobId,
      check: (e) => (e.host === host && e.exitCode === 0 ? null : 'host or exit code'),
    },
  ];

  const changeOf = (subject: string, e: DeliveredEvent) => changes.find((c) => c.subject === subject && c.match(e));
  const missing = () => changes.filter((c) => !tally(subscriber.lines()).distinct.some((d) => d.subject === c.subject && c.match(d.event)));
  // Every change's event arrived, then everything the stream holds reached the subscriber and was acked.
  await waitFor(() => missing().length === 0, {
    timeoutMs: 60_000,
    intervalMs: 250,
    what: 'an event of every change',
    abort: () => subscriber.failure(),
  }).catch((err: Error) => {
    const received = tally(subscriber.lines()).distinct.map((d) => d.subject);
    throw new Error(
      `${err.message}; missing: ${missing()
        .map((c) => c.what)
        .join(', ')}; received: ${received.join(', ')}`,
    );
  });
  const state = await waitFor(
    async () => {
      const s = await eventsState();
      return s.pending === 0 && s.ackPending === 0 && s.stored === tally(subscriber.lines()).distinct.length ? s : null;
    },
    { timeoutMs: 30_000, intervalMs: 250, what: 'every stored event delivered and acked' },
  ).catch(async (err: Error) => {
    throw new Error(
      `${err.message}: ${JSON.stringify(await eventsState())}, ${tally(subscriber.lines()).distinct.length} distinct received`,
    );
  });

  const lines = subscriber.lines();
  const { deliveries, distinct, repeats } = tally(lines);
  // When the install's event was staged (its occurredAt, in the ssh database) against the NATS outage.
  const sshEvent = distinct.find((d) => d.subject === 'ssh.install.completed' && d.event.jobId === install.jobId);
  const delay = (d: (typeof distinct)[number]) => d.at - Date.parse(String(d.event.occurredAt));
  const slowest = [...distinct].sort((a, b) => delay(b) - delay(a)).slice(0, 3);
  notes.push(`slowest change to delivery: ${slowest.map((d) => `${d.subject} ${delay(d)} ms`).join(', ')}`);
  if (sshEvent)
    notes.push(`SSH install's event staged ${when(Date.parse(String(sshEvent.event.occurredAt)))}, delivered ${when(sshEvent.at)}`);
  // One distinct eventId per change; nothing that is no change of the run.
  const perChange = changes.map((c) => `${c.what}: ${distinct.filter((d) => d.subject === c.subject && c.match(d.event)).length}`);
  expect(perChange).toEqual(changes.map((c) => `${c.what}: 1`));
  const unexpected = distinct.filter((d) => !changeOf(d.subject, d.event) && !SETUP_EVENTS.test(d.subject));
  expect(unexpected.map((d) => `${d.subject} ${JSON.stringify(d.event)}`)).toEqual([]);

  // Each payload: its schema (envelope included), who did it, what changed.
  const wrong = distinct.flatMap((d) => {
    const problems: string[] = [];
    const parsed = DOMAIN_EVENTS[d.subject as DomainEventSubject]?.schema.safeParse(d.event);
    if (!parsed?.success)
      problems.push(`schema: ${parsed?.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ') ?? 'no such event'}`);
    const { eventId, version, occurredAt, actor } = d.event as Record<string, unknown>;
    if (typeof eventId !== 'string' || typeof version !== 'number' || Number.isNaN(Date.parse(String(occurredAt))) || !actor)
      problems.push('envelope (eventId, version, occurredAt, actor)');
    const change = changeOf(d.subject, d.event);
    // Every change of the run is the signed-up user's doing.
    if (change && (actor as { userId?: unknown } | undefined)?.userId !== user.id)
      problems.push(`actor ${JSON.stringify(actor)} is not ${user.id}`);
    const detail = change?.check?.(d.event);
    if (detail) problems.push(detail);
    return problems.length ? [`${d.subject} ${JSON.stringify(d.event)}: ${problems.join(', ')}`] : [];
  });
  expect(wrong).toEqual([]);

  // No secret of the run in any event: the SSH password, the provider keys, the user's password.
  const raw = fs.readFileSync(subscriber.file, 'utf8');
  const secrets = {
    'SSH password': sims.testEnv.E2E_SSH_PASSWORD,
    'Cloudflare API key': cfUser.apiKey,
    'namesilo API key': namesilo.credentials.apiKey,
    'user password': user.password,
  };
  expect(
    Object.entries(secrets)
      .filter(([, v]) => raw.includes(v))
      .map(([k]) => k),
  ).toEqual([]);

  // The one subscriber process lived through the NATS restart: it saw the connection drop and come back.
  const statuses = lines.flatMap((l) => (l.kind === 'status' ? [l.type] : []));
  expect(subscriber.failure()).toBeUndefined();
  expect(statuses).toEqual(expect.arrayContaining(['disconnect', 'reconnect']));

  console.info(
    `domain events: ${deliveries.length} received, ${distinct.length} distinct for ${changes.length} changes, ${repeats} duplicates dropped ` +
      `(JetStream redelivered ${state.redelivered}), ${state.stored} stored; subscriber statuses: ${statuses.join(', ')}; ` +
      `${notes.join('; ')}; ${((Date.now() - started) / 1000).toFixed(1)} s since the file started`,
  );
});

test('the subscriber’s login is refused publishing, requesting and answering RPC subjects, and reading job subjects', async () => {
  const before = await eventsState();
  const { results, probeEventId } = await subscriber.probe();
  expect(results.filter((r) => !r.refused).map((r) => `${r.attempt}: ${r.answer}`)).toEqual([]);
  expect(results.length).toBe(9);
  // nats-server itself logged each refusal of the subscriber's login.
  await waitFor(() => subscriberRefusals().length >= results.length, { what: 'nats-server’s log of the refusals' });
  expect(subscriberRefusals().length).toBe(results.length);
  // Nothing it tried reached the stream, and it still reads it.
  const after = await eventsState();
  expect(after.stored).toBe(before.stored);
  expect(tally(subscriber.lines()).deliveries.filter((d) => d.event.eventId === probeEventId)).toEqual([]);
  expect(subscriber.failure()).toBeUndefined();
  console.info(`subscriber refused: ${results.map((r) => r.attempt).join('; ')}`);
});
