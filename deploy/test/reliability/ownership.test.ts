// Two real users signed up through the gateway. Private objects (personal tokens, settings, purchase
// jobs) are invisible and untouchable to the other user: by id it is a 404 and nothing
// changes. Shared objects (operation logs and results) follow For Me / For All: another user's lines
// appear only with showAll, and clearing "For Me" never removes another user's lines.
import { LogAppended, OPS_SUBJECTS } from '@dop/contracts/ops';
import { publishEvent } from '@dop/service-kit';
import { waitFor } from '@dop/service-testing';
import { connect, type NatsConnection } from 'nats';
import type { AsUser } from '../../src/reliability/as-user';
import type { DbFingerprints } from '../../src/reliability/db-fingerprint';
import type { GatewayFront } from '../../src/reliability/gateway-front';
import type { ServiceStack } from '../../src/reliability/service-stack';
import type { SignedUpUser } from '../../src/reliability/sign-up';
import { startTwoUsers, type TwoUsers } from '../../src/reliability/two-users';

let users: TwoUsers;
let stack: ServiceStack;
let front: GatewayFront;
let prints: DbFingerprints;
let nc: NatsConnection;
let alice: SignedUpUser;
let bob: SignedUpUser;
let as: AsUser;

beforeAll(async () => {
  users = await startTwoUsers();
  ({ stack, front, prints, as, alice, bob } = users);
  nc = await connect({ servers: stack.nats.url });
}, 180_000);
afterAll(async () => {
  await nc?.close();
  await users?.close();
}, 60_000);

test("another user's personal token: not listed, 404 on delete, and it keeps working for its owner", async () => {
  const created = await as(alice, 'POST', '/api/auth/tokens', { name: 'ci' });
  expect(created.status).toBe(201);
  const id = created.body.token.id as string;
  expect((await as(bob, 'GET', '/api/auth/tokens')).body.tokens).toEqual([]);
  const before = await prints.of('rel_identity');
  const del = await as(bob, 'DELETE', `/api/auth/tokens/${id}`);
  expect(del.status).toBe(404);
  expect(await prints.of('rel_identity')).toBe(before);
  const me = await fetch(`${front.url}/api/auth/me`, { headers: { authorization: `Bearer ${created.body.secret}` } });
  expect(((await me.json()) as { user: { id: string } }).user.id).toBe(alice.id);
});

test("one user's settings never change another's", async () => {
  const bobBefore = (await as(bob, 'GET', '/api/settings')).body;
  const tz = bobBefore.timezone === 'UTC' ? 'local' : 'UTC';
  expect((await as(alice, 'POST', '/api/settings/timezone', { timezone: tz })).status).toBe(200);
  expect((await as(alice, 'GET', '/api/settings')).body.timezone).toBe(tz);
  expect((await as(bob, 'GET', '/api/settings')).body).toEqual(bobBefore);
});

test("another user's purchase job is a 404 by id; its owner reads it", async () => {
  const account = await as(alice, 'POST', '/api/accounts/namesilo', {
    name: 'silo',
    apiKey: stack.sims.registrars.namesilo.credentials.apiKey,
  });
  expect(account.status).toBe(201);
  const started = await as(alice, 'POST', '/api/billing/purchase', {
    domains: ['owned-one.com'],
    registrar: 'namesilo',
    accountId: account.body.id,
    quickPurchase: true,
  });
  expect({ status: started.status, error: started.body.error }).toEqual({ status: 202 });
  const jobId = started.body.jobId as string;
  expect((await as(alice, 'GET', `/api/billing/purchase/${jobId}`)).body.jobId).toBe(jobId);
  expect((await as(bob, 'GET', `/api/billing/purchase/${jobId}`)).status).toBe(404);
});

test('operation logs follow For Me / For All, and clearing For Me keeps the other user’s lines', async () => {
  const line = (user: SignedUpUser, message: string) =>
    publishEvent(nc.jetstream(), OPS_SUBJECTS.logAppended, LogAppended, {
      actor: { userId: user.id, userName: user.username },
      message,
      operationType: 'domain-records',
      domain: 'owned.example',
    });
  await line(alice, 'alice was here');
  await line(bob, 'bob was here');
  const messages = async (user: SignedUpUser, showAll: boolean) =>
    ((await as(user, 'GET', `/api/logs?operationType=domain-records&showAll=${showAll}`)).body.logs as Array<{ message: string }>)
      .map((l) => l.message)
      .sort();
  await waitFor(async () => (await messages(bob, true)).length === 2, { what: 'both lines stored', timeoutMs: 15_000 });
  expect(await messages(bob, false)).toEqual(['bob was here']);
  expect(await messages(alice, false)).toEqual(['alice was here']);
  expect(await messages(bob, true)).toEqual(['alice was here', 'bob was here']);
  expect((await as(bob, 'POST', '/api/logs/clear-domain-records?showAll=false', {})).status).toBe(200);
  expect(await messages(bob, false)).toEqual([]);
  expect(await messages(alice, false)).toEqual(['alice was here']);
}, 30_000);
