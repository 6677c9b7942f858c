// Provider credentials (registrar, Hurricane Electric, PowerDNS and DiorHost accounts) and Telegram
// accounts, between two real users signed up through the gateway.
//
// Credentials are the team's configuration, not one user's: the spec gives them no owner and no For Me /
// For All parameter (that switch covers "operations, logs and results"), every user's domains and
// purchases pick them by id, and the edit dialog of a domain seen under For All must offer its account.
// So another user lists, edits and deletes them like their creator does (as an admin: sign-up.ts
// approves later users as admins, issue 25); what protects them is that lists and GET by id carry
// previews only (design.md §5) and a full value comes back only from the explicit reveal.
// Telegram accounts belong to one user's two-factor sign-in: private, a 404 to anyone else.
import type { AsUser } from '../../src/reliability/as-user';
import type { DbFingerprints } from '../../src/reliability/db-fingerprint';
import { CREDENTIAL_KINDS } from '../../src/reliability/credential-kinds';
import type { ServiceStack } from '../../src/reliability/service-stack';
import { startTwoUsers, type TwoUsers } from '../../src/reliability/two-users';
import type { SignedUpUser } from '../../src/reliability/sign-up';

let users: TwoUsers;
let stack: ServiceStack;
let prints: DbFingerprints;
let as: AsUser;
let alice: SignedUpUser;
let bob: SignedUpUser;

beforeAll(async () => {
  users = await startTwoUsers();
  ({ stack, prints, as, alice, bob } = users);
}, 180_000);
afterAll(async () => {
  await users?.close();
}, 60_000);

const dbOf = (service: string) => `rel_${service.replace(/-/g, '_')}`;

describe.each(CREDENTIAL_KINDS.map((k) => [k.label, k] as const))('%s accounts are the team’s', (_label, kind) => {
  let id: string;
  beforeAll(async () => {
    const created = await as(alice, 'POST', kind.url, kind.create);
    expect(created.status).toBe(201);
    id = String(created.body.id);
  });

  test('another user lists it with the secret as a preview only', async () => {
    const list = await as(bob, 'GET', kind.url);
    expect(list.status).toBe(200);
    expect((list.body as Array<{ id: unknown }>).map((a) => String(a.id))).toContain(id);
    expect(JSON.stringify(list.body)).not.toContain(kind.secret);
    expect(JSON.stringify(list.body)).toContain(`${kind.secret.slice(0, kind.previewLength)}...`);
  });

  test('another user’s edit is what its creator then sees', async () => {
    const edited = await as(bob, 'PUT', `${kind.url}/${id}`, kind.edit);
    expect(edited.status).toBe(200);
    const mine = ((await as(alice, 'GET', kind.url)).body as Array<{ id: unknown; name: string }>).find((a) => String(a.id) === id);
    expect(mine?.name).toBe(kind.edit.name);
    expect(JSON.stringify(edited.body)).not.toContain(kind.secret);
  });

  test('another user deletes it for everyone; a second delete is a 404 that stores nothing', async () => {
    expect((await as(bob, 'DELETE', `${kind.url}/${id}`)).status).toBe(200);
    const left = (await as(alice, 'GET', kind.url)).body as Array<{ id: unknown }>;
    expect(left.map((a) => String(a.id))).not.toContain(id);
    const before = await prints.of(dbOf(kind.service));
    expect((await as(bob, 'DELETE', `${kind.url}/${id}`)).status).toBe(404);
    expect(await prints.of(dbOf(kind.service))).toBe(before);
  });
});

test('a registrar account’s full secret comes only from the explicit reveal, by an admin: GET by id shows the preview', async () => {
  const apiKey = stack.sims.registrars.namesilo.credentials.apiKey;
  const created = await as(alice, 'POST', '/api/accounts/namesilo', { name: 'reveal-me', apiKey });
  expect(created.status).toBe(201);
  expect(created.body.apiKey).toBe(`${apiKey.slice(0, 10)}...`);
  const byId = await as(bob, 'GET', `/api/accounts/namesilo/${created.body.id}`);
  expect({ status: byId.status, apiKey: byId.body.apiKey }).toEqual({ status: 200, apiKey: `${apiKey.slice(0, 10)}...` });
  // Bob is an admin with a fresh step-up (sign-up.ts): the reveal is his to make.
  const revealed = await as(bob, 'POST', `/api/accounts/namesilo/${created.body.id}/reveal`, {});
  expect({ status: revealed.status, apiKey: revealed.body.apiKey }).toEqual({ status: 200, apiKey });
});

test('a teammate reads a shared account’s balance, domain counts and DiorHost servers', async () => {
  const silo = await as(alice, 'POST', '/api/accounts/namesilo', {
    name: 'bal',
    apiKey: stack.sims.registrars.namesilo.credentials.apiKey,
  });
  const balance = await as(bob, 'GET', `/api/accounts/namesilo/${silo.body.id}/balance`);
  expect({ status: balance.status, error: balance.body.error }).toEqual({ status: 200, error: null });
  expect(typeof balance.body.balance).toBe('number');
  const count = await as(bob, 'GET', `/api/accounts/namesilo/${silo.body.id}/domain-count`);
  expect({ status: count.status, error: count.body.error }).toEqual({ status: 200, error: null });
  const he = await as(alice, 'POST', '/api/accounts/hurricane-electric', {
    name: 'cnt',
    email: 'cnt@example.test',
    password: 'count-password-1',
  });
  expect((await as(bob, 'GET', `/api/accounts/hurricane-electric/${he.body.id}/domain-count`)).body).toEqual({ domainCount: 0 });
  const dior = await as(alice, 'POST', '/api/accounts/diorhost', {
    name: 'srv',
    email: 'srv@example.test',
    password: 'servers-password-1',
  });
  expect((await as(bob, 'GET', `/api/accounts/diorhost/${dior.body.id}/servers`)).body).toEqual({ servers: [], lastSync: null });
});

test('the users list another user reads names people, never their e-mail', async () => {
  const users = await as(bob, 'GET', '/api/users');
  expect((users.body as Array<{ id: string }>).map((u) => u.id)).toContain(alice.id);
  expect(JSON.stringify(users.body)).not.toContain(alice.email);
});

test('a DiorHost account is owned by whoever signed the request, never by a userId in the body', async () => {
  const created = await as(bob, 'POST', '/api/accounts/diorhost', {
    name: 'forged-owner',
    email: 'forged@example.test',
    password: 'forged-password-123',
    userId: alice.id,
  });
  expect(created.status).toBe(201);
  expect(created.body.userId).toBe(bob.id);
});

test("another user's Telegram account: not listed, 404 on delete, nothing stored changes", async () => {
  const added = await as(alice, 'POST', '/api/accounts/telegram/add-by-username', { username: 'alice_ops_tg' });
  expect(added.status).toBe(201);
  const id = added.body.account.id as string;
  expect((await as(bob, 'GET', '/api/accounts/telegram')).body.accounts).toEqual([]);
  const before = await prints.of('rel_identity');
  expect((await as(bob, 'DELETE', `/api/accounts/telegram/${id}`)).status).toBe(404);
  expect(await prints.of('rel_identity')).toBe(before);
  const mine = (await as(alice, 'GET', '/api/accounts/telegram')).body.accounts as Array<{ id: string; username: string }>;
  expect(mine.map((a) => [a.id, a.username])).toEqual([[id, 'alice_ops_tg']]);
});
