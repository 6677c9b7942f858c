// Results and logs of operations between two real users: env checks (through the real env service
// and the remote-site simulator), billing results (a real purchase at the NameSilo simulator) and the
// operations service's results and domain groups. All are shared under For Me / For All: another
// user's rows appear only with showAll=true, answers cached per query never cross users, and clearing
// For Me removes only the caller's own rows.
import { LogAppended, OPS_SUBJECTS, ResultChanged } from '@dop/contracts/ops';
import { publishEvent } from '@dop/service-kit';
import { waitFor } from '@dop/service-testing';
import { connect, type NatsConnection } from 'nats';
import type { AsUser } from '../../src/reliability/as-user';
import { ENV_TEST_SITE } from '../../src/reliability/provider-sims';
import type { ServiceStack } from '../../src/reliability/service-stack';
import { startTwoUsers, type TwoUsers } from '../../src/reliability/two-users';
import type { SignedUpUser } from '../../src/reliability/sign-up';

let users: TwoUsers;
let stack: ServiceStack;
let nc: NatsConnection;
let as: AsUser;
let alice: SignedUpUser;
let bob: SignedUpUser;

beforeAll(async () => {
  users = await startTwoUsers();
  ({ stack, as, alice, bob } = users);
  nc = await connect({ servers: stack.nats.url });
}, 180_000);
afterAll(async () => {
  await nc?.close();
  await users?.close();
}, 60_000);

const usersOf = (rows: Array<{ userId: string | null }>) => [...new Set(rows.map((r) => r.userId))].sort();

test('env check lines follow For Me / For All; clearing For Me keeps the other user’s lines', async () => {
  await fetch(`${stack.sims.siteUrl}/__sim/remote-site/site`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ host: ENV_TEST_SITE, mode: 'ok', env: { CLOAKING_ENABLED: 'true' } }),
  });
  const check = { domain: ENV_TEST_SITE, variables: [{ variable: 'CLOAKING_ENABLED', expectedValue: 'true' }] };
  for (const user of [alice, bob]) expect((await as(user, 'POST', '/api/env-check', check)).status).toBe(200);
  const lines = async (user: SignedUpUser, showAll: boolean) =>
    (await as(user, 'GET', `/api/logs?operationType=env_check&showAll=${showAll}`)).body.logs as Array<{ userId: string }>;
  await waitFor(async () => (await lines(bob, true)).length === 2, { what: 'both env check lines stored', timeoutMs: 15_000 });
  expect(usersOf(await lines(bob, false))).toEqual([bob.id]);
  expect(usersOf(await lines(alice, false))).toEqual([alice.id]);
  expect(usersOf(await lines(bob, true))).toEqual([alice.id, bob.id].sort());
  // Lines name their author for the For All view, never by e-mail.
  expect(JSON.stringify(await lines(bob, true))).not.toContain(alice.email);
  expect((await as(bob, 'POST', '/api/logs/clear-env-check', { showAll: false })).status).toBe(200);
  expect(usersOf(await lines(bob, true))).toEqual([alice.id]);
}, 30_000);

test('billing results follow For Me / For All', async () => {
  const account = await as(alice, 'POST', '/api/accounts/namesilo', {
    name: 'silo',
    apiKey: stack.sims.registrars.namesilo.credentials.apiKey,
  });
  const started = await as(alice, 'POST', '/api/billing/purchase', {
    domains: ['alice-bought.com'],
    registrar: 'namesilo',
    accountId: account.body.id,
    quickPurchase: true,
  });
  expect(started.status).toBe(202);
  const rows = async (user: SignedUpUser, showAll: boolean) =>
    (await as(user, 'GET', `/api/billing/results?showAll=${showAll}`)).body.data as Array<{ domain: string; userId: string | null }>;
  await waitFor(async () => (await rows(bob, true)).some((r) => r.domain === 'alice-bought.com'), {
    what: 'billing result listed',
    timeoutMs: 20_000,
  });
  expect(await rows(bob, false)).toEqual([]);
  expect((await rows(alice, false)).map((r) => r.domain)).toEqual(['alice-bought.com']);
}, 30_000);

test('operation results and domain groups never cross users For Me, even when read back to back', async () => {
  // What a service publishes after work on a domain: its log line and its result row.
  const outcome = async (user: SignedUpUser, domain: string) => {
    const actor = { userId: user.id, userName: user.username };
    await publishEvent(nc.jetstream(), OPS_SUBJECTS.logAppended, LogAppended, {
      actor,
      operationType: 'domain-records',
      domain,
      message: `${domain} done`,
    });
    await publishEvent(nc.jetstream(), OPS_SUBJECTS.resultChanged, ResultChanged, {
      actor,
      operationType: 'domain-records',
      domain,
      userId: user.id,
      statuses: { namesilo: 'Success' },
    });
  };
  await outcome(alice, 'alice-result.com');
  await outcome(bob, 'bob-result.com');
  const domains = async (user: SignedUpUser, showAll: boolean) =>
    ((await as(user, 'GET', `/api/results?operationType=domain-records&showAll=${showAll}`)).body as Array<{ domain: string }>)
      .map((r) => r.domain)
      .sort();
  await waitFor(async () => (await domains(bob, true)).length === 2, { what: 'both results stored', timeoutMs: 15_000 });
  // The same query from two users within the answer cache's lifetime: each gets their own rows.
  const [mine, theirs] = await Promise.all([domains(alice, false), domains(bob, false)]);
  expect({ mine, theirs }).toEqual({ mine: ['alice-result.com'], theirs: ['bob-result.com'] });
  expect(await domains(alice, false)).toEqual(['alice-result.com']);
  expect(await domains(bob, false)).toEqual(['bob-result.com']);
  // The paged form (its totals are cached apart from the rows) and a search, For Me.
  const paged = async (user: SignedUpUser, query: string) => {
    const body = (await as(user, 'GET', `/api/results?operationType=domain-records&showAll=false&page=1&limit=10${query}`)).body;
    return { domains: (body.data as Array<{ domain: string }>).map((r) => r.domain), total: body.pagination.total as number };
  };
  expect(await paged(alice, '')).toEqual({ domains: ['alice-result.com'], total: 1 });
  expect(await paged(bob, '')).toEqual({ domains: ['bob-result.com'], total: 1 });
  expect(await paged(bob, '&search=alice')).toEqual({ domains: [], total: 0 });
  const groups = async (user: SignedUpUser, showAll: boolean) =>
    ((await as(user, 'GET', `/api/operation-domains?showAll=${showAll}`)).body.domains as Array<{ domain: string }>)
      .map((g) => g.domain)
      .filter((d) => d.endsWith('-result.com'))
      .sort();
  await waitFor(async () => (await groups(bob, true)).length === 2, { what: 'both domain groups', timeoutMs: 15_000 });
  expect(await groups(bob, false)).toEqual(['bob-result.com']);
  expect(await groups(alice, false)).toEqual(['alice-result.com']);
  const searched = await as(bob, 'GET', '/api/operation-domains?showAll=false&search=alice-result');
  expect(searched.body.domains).toEqual([]);
  expect(await domains(alice, true)).toEqual(['alice-result.com', 'bob-result.com']);
  expect((await as(bob, 'POST', '/api/results/clear-domain-records', { showAll: false })).status).toBe(200);
  expect(await domains(alice, true)).toEqual(['alice-result.com']);
}, 30_000);
