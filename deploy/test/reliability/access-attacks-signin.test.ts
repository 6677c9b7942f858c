// Issue 25's sign-in attacks, replayed through the real gateway: taking over an account still pending
// e-mail verification by registering its e-mail again, telling taken e-mails from free ones by the
// register answer, and locking the owner out with wrong passwords from one address. Lockout counters
// live in MongoDB: two identity replicas on one database count one account's failures together.
import { waitFor } from '@dop/service-testing';
import type { FastifyInstance } from 'fastify';
import { LOGIN_FAILS, startAttackStage, type AttackStage } from '../../src/reliability/attack-stage';
import { login, register } from '../../src/reliability/auth-calls';
import { codesTo, mailsTo } from '../../src/reliability/outbox';

let stage: AttackStage;
let url: string;

beforeAll(async () => {
  stage = await startAttackStage();
  url = stage.gateway.url;
}, 180_000);
afterAll(async () => {
  await stage?.close();
}, 60_000);

const fresh = (tag: string) => {
  const s = Math.random().toString(36).slice(2, 8);
  return { username: `${tag}${s}`, email: `${tag}${s}@example.test`, password: `Pw-${tag}-${s}-long!` };
};

test('registering a pending e-mail again changes nothing: the first code signs the first registrant in, with their password', async () => {
  const first = fresh('first');
  const second = { ...fresh('second'), email: first.email };
  const firstAnswer = await register(url, first);
  expect(firstAnswer.status).toBe(201);
  const code = await waitFor(() => codesTo(stage.stack.dataDir, first.email)[0], { what: 'the first code', timeoutMs: 60_000 });
  const secondAnswer = await register(url, second);
  expect({ status: secondAnswer.status, body: secondAnswer.body }).toEqual({ status: firstAnswer.status, body: firstAnswer.body });
  const ver = await fetch(`${url}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: first.email, code }),
  });
  expect(ver.status).toBe(200);
  expect(((await ver.json()) as { user: { username: string } }).user.username).toBe(first.username);
  expect((await login(url, first.email, first.password)).status).toBe(200);
  expect((await login(url, first.email, second.password)).status).toBe(401);
});

test('registering a taken e-mail answers exactly like a free one, and the address gets a mail about it', async () => {
  const owner = stage.owner;
  const free = await register(url, fresh('free'));
  const before = mailsTo(stage.stack.dataDir, owner.email).length;
  const attacker = { ...fresh('taker'), email: owner.email };
  const taken = await register(url, attacker);
  expect({ status: taken.status, body: taken.body }).toEqual({ status: free.status, body: free.body });
  await waitFor(() => mailsTo(stage.stack.dataDir, owner.email).length > before, {
    what: 'a mail to the taken address',
    timeoutMs: 30_000,
  });
  const signedIn = await login(url, owner.email, owner.password);
  expect({ status: signedIn.status, id: signedIn.body?.user?.id }).toEqual({ status: 200, id: owner.id });
  expect((await login(url, owner.email, attacker.password)).status).toBe(401);
});

test(`${LOGIN_FAILS} wrong passwords from one address lock that address out, not the owner from another`, async () => {
  const owner = stage.owner;
  for (let i = 0; i < LOGIN_FAILS; i++) expect((await login(url, owner.email, 'Wrong-password-1!', '203.0.113.66')).status).toBe(401);
  expect((await login(url, owner.email, owner.password, '203.0.113.66')).status).toBe(429);
  const elsewhere = await login(url, owner.email, owner.password, '198.51.100.7');
  expect({ status: elsewhere.status, id: elsewhere.body?.user?.id }).toEqual({ status: 200, id: owner.id });
});

test('two identity replicas on one database count an account’s wrong passwords together, each once', async () => {
  const victim = await stage.member('victim', 'pending');
  const replicas = [stage.stack.services.find((s) => s.name === 'identity')!.app, stage.identity2];
  const attempt = async (app: FastifyInstance, password: string, ip: string) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: victim.email, password },
        headers: { 'x-forwarded-for': ip },
      })
    ).statusCode;
  // One short of the limit, spread over both replicas: not locked (no failure counted twice).
  for (let i = 0; i < LOGIN_FAILS - 1; i++) expect(await attempt(replicas[i % 2], 'Wrong-password-1!', '192.0.2.10')).toBe(401);
  expect(await attempt(replicas[0], victim.password, '192.0.2.10')).toBe(200);
  // The limit, spread over both: locked on both (no replica counts only its own).
  for (let i = 0; i < LOGIN_FAILS; i++) expect(await attempt(replicas[i % 2], 'Wrong-password-1!', '192.0.2.20')).toBe(401);
  expect([await attempt(replicas[0], victim.password, '192.0.2.20'), await attempt(replicas[1], victim.password, '192.0.2.20')]).toEqual([
    429, 429,
  ]);
  expect(await attempt(replicas[1], victim.password, '192.0.2.30')).toBe(200);
});
