// The NATS users `npm start` gives nats-server (nats-users.ts), against a real nats-server: apps log in
// and work; a subscriber reads and acks EVENTS through a durable consumer and is refused everything
// else (publishing, answering an RPC subject, reading a job subject or stream); an app may do what the
// catalog says its sources do and nothing of another app's; nobody gets in anonymously.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureEventsStream, ensureStream, stageEvent } from '@dop/service-kit';
import { freePort, startNats, waitFor, type TestNats } from '@dop/service-testing';
import { AckPolicy, connect, type NatsConnection } from 'nats';
import { natsInboxPrefix } from '@dop/service-kit/src/nats-inbox';
import {
  appPermissions,
  OPERATOR,
  operatorLoginFile,
  prepareNatsUsers,
  subscriberFileOf,
  type NatsUsers,
  type SubscriberFile,
} from '../src/nats-users';

const permissions = appPermissions(resolve(__dirname, '../..'));

let dir: string;
let nats: TestNats;
let app: NatsConnection;
let sub: NatsConnection;
let login: SubscriberFile;
let users: NatsUsers;
const errors: string[] = [];
const appErrors: string[] = [];

const asApp = (name: string) =>
  connect({
    servers: nats.url,
    user: users.apps[name].user,
    pass: users.apps[name].password,
    inboxPrefix: natsInboxPrefix(users.apps[name].user),
  });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'nats-users-'));
  const port = await freePort();
  const apps = ['domains', 'gateway', 'ssh', OPERATOR];
  users = prepareNatsUsers(dir, `nats://127.0.0.1:${port}`, apps, ['subscriber', 'billing-watch'], permissions);
  nats = await startNats({ port, configFile: users.configFile });
  app = await asApp('domains');
  void (async () => {
    for await (const s of app.status()) appErrors.push(`${s.type} ${String(s.data)}`);
  })();
  await ensureEventsStream(await app.jetstreamManager());
  await ensureStream(await app.jetstreamManager(), { name: 'DOMAINS_JOBS', subjects: ['jobs.domains.>'] });
  login = JSON.parse(readFileSync(subscriberFileOf(dir, 'subscriber'), 'utf8')) as SubscriberFile;
  sub = await connect({ servers: login.url, user: login.user, pass: login.password, inboxPrefix: login.inboxPrefix });
  void (async () => {
    for await (const s of sub.status()) errors.push(`${s.type} ${String(s.data)}`);
  })();
});
afterAll(async () => {
  await sub?.close();
  await app?.close();
  await nats?.stop();
  rmSync(dir, { recursive: true, force: true });
});

it('writes each subscriber its login, private to the owner, and keeps it across starts', () => {
  expect(login).toMatchObject({
    url: nats.url,
    user: 'sub-subscriber',
    stream: 'EVENTS',
    inboxPrefix: '_INBOX_sub-subscriber',
    durable: 'sub-subscriber',
  });
  expect(statSync(subscriberFileOf(dir, 'subscriber')).mode & 0o777).toBe(0o600);
  expect(statSync(subscriberFileOf(dir, 'billing-watch')).mode & 0o777).toBe(0o600);
  expect(statSync(operatorLoginFile(dir)).mode & 0o777).toBe(0o600);
  const again = prepareNatsUsers(dir, nats.url, ['domains'], ['subscriber'], permissions);
  expect(again.subscribers.subscriber.login.password).toBe(login.password);
});

it('refuses anonymous clients and wrong passwords', async () => {
  await expect(connect({ servers: nats.url })).rejects.toThrow(/Authorization/i);
  await expect(connect({ servers: nats.url, user: login.user, pass: 'wrong-password' })).rejects.toThrow(/Authorization/i);
});

it('a subscriber reads and acks EVENTS through a durable consumer', async () => {
  const e = stageEvent('domains.domain.deleted', { domainId: 'd1', name: 'gone.com' });
  await app.jetstream().publish(e.subject, e.json, { msgID: e.eventId });
  const jsm = await sub.jetstreamManager();
  await jsm.consumers.add('EVENTS', { durable_name: login.durable, ack_policy: AckPolicy.Explicit });
  const consumer = await sub.jetstream().consumers.get('EVENTS', login.durable);
  const m = await consumer.next({ expires: 5000 });
  expect(m?.json<{ eventId: string }>().eventId).toBe(e.eventId);
  await m!.ackAck();
  expect((await jsm.consumers.info('EVENTS', login.durable)).num_ack_pending).toBe(0);
});

it('a subscriber may not publish, answer an RPC subject or read a job subject or stream', async () => {
  await expect(sub.jetstream().publish('domains.domain.created', '{}', { timeout: 2000 })).rejects.toThrow();
  // A refused subscription gets the server's permissions error.
  const refused: string[] = [];
  for (const subject of ['registrars.rpc.set-a-records', 'jobs.domains.bulk-add'])
    sub.subscribe(subject, { callback: (err) => void (err && refused.push(`${subject}: ${err.message}`)) });
  await waitFor(() => refused.length === 2, { what: 'both subscriptions refused' });
  expect(refused.every((r) => /Permissions Violation for Subscription/i.test(r))).toBe(true);
  // A plain publish is refused by the server too (nats.js reports it as a PERMISSIONS_VIOLATION status).
  const violations = errors.length;
  sub.publish('domains.domain.created', '{}');
  await waitFor(() => errors.length > violations, { what: 'the publish violation' });
  expect(errors.at(-1)).toMatch(/PERMISSIONS_VIOLATION/);
  const jsm = await sub.jetstreamManager();
  await expect(jsm.consumers.add('DOMAINS_JOBS', { durable_name: 'steal', ack_policy: AckPolicy.Explicit })).rejects.toThrow();
  await expect(jsm.streams.info('DOMAINS_JOBS')).rejects.toThrow();
  // The job stream still holds nothing a subscriber took, and no event was published by it.
  expect((await (await app.jetstreamManager()).streams.info('EVENTS')).state.messages).toBe(1);
});

it('an app publishes its own events and requests, and is refused the subjects, inbox and streams of another', async () => {
  const e = stageEvent('domains.domain.deleted', { domainId: 'd2', name: 'old.com' });
  await expect(app.jetstream().publish(e.subject, e.json, { msgID: e.eventId })).resolves.toMatchObject({ stream: 'EVENTS' });
  // domains answers domains.rpc.is-team-domain; the ssh service may not listen there, nor on its replies.
  const ssh = await asApp('ssh');
  try {
    const refused: string[] = [];
    for (const subject of ['domains.rpc.is-team-domain', `${natsInboxPrefix(users.apps.gateway.user)}.>`, '_INBOX.>'])
      ssh.subscribe(subject, { callback: (err) => void (err && refused.push(subject)) });
    await waitFor(() => refused.length === 3, { what: 'the three subscriptions refused' });
    // Nor publish a domain event, or read the bulk-add job stream.
    await expect(ssh.jetstream().publish('domains.domain.deleted', '{}', { timeout: 2000 })).rejects.toThrow();
    await expect((await ssh.jetstreamManager()).streams.info('DOMAINS_JOBS')).rejects.toThrow();
  } finally {
    await ssh.close();
  }
  // domains itself may answer its RPC subject and gets no violation for what it does.
  app.subscribe('domains.rpc.is-team-domain', { callback: (err, m) => (err ? appErrors.push(err.message) : m.respond('{"ok":true}')) });
  await app.flush();
  const env = await connect({ servers: nats.url, user: users.apps[OPERATOR].user, pass: users.apps[OPERATOR].password });
  expect((await env.request('domains.rpc.is-team-domain', '{}', { timeout: 2000 })).string()).toBe('{"ok":true}');
  await env.close();
  expect(appErrors.filter((x) => /PERMISSIONS/i.test(x))).toEqual([]);
});

it('a subscriber can neither create, read nor delete another subscriber’s consumer', async () => {
  const other = JSON.parse(readFileSync(subscriberFileOf(dir, 'billing-watch'), 'utf8')) as SubscriberFile;
  const mine = await (await sub.jetstreamManager()).consumers.info('EVENTS', login.durable);
  expect(mine.name).toBe('sub-subscriber');
  const them = await connect({ servers: other.url, user: other.user, pass: other.password, inboxPrefix: other.inboxPrefix });
  try {
    const jsm = await them.jetstreamManager();
    await expect(jsm.consumers.info('EVENTS', login.durable)).rejects.toThrow();
    await expect(jsm.consumers.delete('EVENTS', login.durable)).rejects.toThrow();
    await expect(jsm.consumers.add('EVENTS', { durable_name: 'another-name', ack_policy: AckPolicy.Explicit })).rejects.toThrow();
    await expect(jsm.consumers.add('EVENTS', { durable_name: other.durable, ack_policy: AckPolicy.Explicit })).resolves.toMatchObject({
      name: 'sub-billing-watch',
    });
  } finally {
    await them.close();
  }
  expect((await (await sub.jetstreamManager()).consumers.info('EVENTS', login.durable)).name).toBe('sub-subscriber');
});
