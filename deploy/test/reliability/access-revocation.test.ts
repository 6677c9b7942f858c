// Revocation at every gateway (issue 25): with two real gateways on one NATS, each holding the caller's
// identity in its cache, a revoked API token, an ended session and a disabled member are refused by
// both on their very next request — not a cache lifetime later.
import { ERROR_CODES } from '@dop/contracts/access';
import { asUserAt } from '../../src/reliability/as-user';
import { startAttackStage, type AttackStage } from '../../src/reliability/attack-stage';
import { login, withToken } from '../../src/reliability/auth-calls';
import type { SignedUpUser } from '../../src/reliability/sign-up';
import { changeMember } from '../../src/reliability/team-calls';

let stage: AttackStage;
let owner: SignedUpUser;

beforeAll(async () => {
  stage = await startAttackStage();
  owner = stage.owner;
}, 180_000);
afterAll(async () => {
  await stage?.close();
}, 60_000);

/** GET /api/users (any active member may read it) at each gateway, twice, so each has the caller cached. */
async function readAtBoth(read: (gatewayUrl: string) => Promise<number>): Promise<number[]> {
  const statuses: number[] = [];
  for (const g of stage.gateways) statuses.push(await read(g.url), await read(g.url));
  return statuses;
}

test('a revoked API token is refused by both gateways on its next request', async () => {
  const created = await asUserAt(stage.gateway.url)(owner, 'POST', '/api/auth/tokens', { name: 'revoke-me' });
  expect(created.status).toBe(201);
  const read = async (url: string) => (await withToken(url, created.body.secret, 'GET', '/api/users')).status;
  expect(await readAtBoth(read)).toEqual([200, 200, 200, 200]);
  expect((await asUserAt(stage.gateways[1].url)(owner, 'DELETE', `/api/auth/tokens/${created.body.token.id}`)).status).toBe(200);
  expect([await read(stage.gateways[0].url), await read(stage.gateways[1].url)]).toEqual([401, 401]);
});

test('a signed-out session is refused by both gateways on its next request', async () => {
  const session = await login(stage.gateway.url, owner.email, owner.password);
  expect(session.status).toBe(200);
  const read = async (url: string) => (await fetch(`${url}/api/users`, { headers: { cookie: session.cookie! } })).status;
  expect(await readAtBoth(read)).toEqual([200, 200, 200, 200]);
  const out = await fetch(`${stage.gateways[1].url}/api/auth/logout`, {
    method: 'POST',
    headers: { cookie: session.cookie!, origin: stage.gateways[1].url },
  });
  expect(out.status).toBe(200);
  expect([await read(stage.gateways[0].url), await read(stage.gateways[1].url)]).toEqual([401, 401]);
});

test('a disabled member is refused by both gateways on the next request', async () => {
  const member = await stage.member('disableme', 'operator');
  const read = async (url: string) => {
    const res = await asUserAt(url)(member, 'GET', '/api/users');
    return res.status === 403 ? `403 ${res.body.error.code}` : String(res.status);
  };
  expect(await readAtBoth(async (url) => Number(await read(url)))).toEqual([200, 200, 200, 200]);
  await changeMember(stage.gateway.url, owner, member.id, { status: 'disabled' });
  const after = [await read(stage.gateways[0].url), await read(stage.gateways[1].url)];
  // Either the gateway no longer resolves the session (401) or the services see a disabled member.
  for (const status of after) expect(['401', '403 account_disabled']).toContain(status);
  const again = await login(stage.gateway.url, member.email, member.password);
  expect({ status: again.status, code: again.body?.error?.code, message: again.body?.error?.message }).toEqual({
    status: 403,
    code: 'account_disabled',
    message: ERROR_CODES.account_disabled.message,
  });
});
