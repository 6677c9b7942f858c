// Issue 25: a proxy URL carries a password, so it rests sealed like the other secrets and answers show
// it masked ('user:••••@host:port'). Calls still go through it with its credentials, an edit that sends
// the masked form back keeps the password, and rows written before sealing keep working.
import { startConnectProxy, type RunningProxy } from '@dop/provider-sims';
import { SecretBox } from '@dop/service-kit';
import { asMember } from '@dop/service-testing';
import { sealLegacyProxies } from '../../src/lib/seal-legacy-proxies';
import { accountBody, startService, type Harness } from '../service';

let h: Harness;
let authProxy: RunningProxy;
const PASS = 'pr0xy-Pa55word-xyz';

beforeAll(async () => {
  h = await startService();
  authProxy = await startConnectProxy({ credentials: { user: 'alice', pass: PASS } });
}, 60_000);
// The service first: closing it closes its proxy agents, whose open tunnels would hold the proxy's stop.
afterAll(async () => {
  await h?.stop();
  await authProxy?.stop();
});

const admin = () => asMember('admin');
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  h.t.app.inject({ method, url, headers: admin(), ...(payload === undefined ? {} : { payload: payload as never }) });
const rawAccounts = () => h.t.app.mongo.db!.collection('accounts');
const proxyUrl = () => `alice:${PASS}@${authProxy.address}`;
const masked = () => `alice:••••@${authProxy.address}`;

async function addDynadot(name: string, proxy = proxyUrl()): Promise<number> {
  const res = await call('POST', '/api/accounts/dynadot', { ...accountBody('dynadot', h, name), proxy });
  expect(res.statusCode).toBe(201);
  expect(res.json().proxy).toBe(masked());
  return res.json().id as number;
}

describe('proxies at rest and in answers', () => {
  it('stores the proxy sealed, lists it masked, and still calls through it with its credentials', async () => {
    const id = await addDynadot('sealed-proxy');
    const raw = await rawAccounts().findOne({ registrar: 'dynadot', id });
    expect(raw!.fields.proxy).toBeUndefined();
    expect(raw!.secrets.proxy).toMatch(/^v1:/);
    expect(JSON.stringify(raw)).not.toContain(PASS);
    expect(JSON.stringify(raw)).not.toContain(authProxy.address);

    const list = await call('GET', '/api/accounts/dynadot');
    expect(list.body).not.toContain(PASS);
    expect(list.json().find((a: { id: number }) => a.id === id).proxy).toBe(masked());

    const before = authProxy.uses.length;
    expect((await call('GET', `/api/accounts/dynadot/${id}/balance`)).json().error).toBeNull();
    expect(authProxy.uses.length).toBeGreaterThan(before);
    expect(authProxy.uses.at(-1)!.user).toBe(`alice:${PASS}`);
  });

  it('keeps the stored password when an edit sends the masked proxy back, even with a new port', async () => {
    const id = await addDynadot('masked-back');
    expect((await call('PUT', `/api/accounts/dynadot/${id}`, { name: 'masked-back 2', proxy: masked() })).statusCode).toBe(200);
    expect((await call('POST', `/api/accounts/dynadot/${id}/reveal`)).json().proxy).toBe(proxyUrl());

    const moved = `alice:••••@127.0.0.1:3128`;
    const res = await call('PUT', `/api/accounts/dynadot/${id}`, { proxy: moved });
    expect(res.json().proxy).toBe(moved);
    expect((await call('POST', `/api/accounts/dynadot/${id}/reveal`)).json().proxy).toBe(`alice:${PASS}@127.0.0.1:3128`);
  });

  it('refuses a masked password with no stored one behind it, naming the proxy field', async () => {
    const res = await call('POST', '/api/accounts/dynadot', {
      ...accountBody('dynadot', h, 'mask-only'),
      proxy: 'bob:••••@127.0.0.1:3128',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([expect.objectContaining({ path: 'proxy' })]);
  });

  it('reads a row written before sealing, and seals it on its next write', async () => {
    const id = await addDynadot('legacy-row');
    // As the older code wrote it: the proxy in clear among the plain fields.
    await rawAccounts().updateOne({ registrar: 'dynadot', id }, { $set: { 'fields.proxy': proxyUrl() }, $unset: { 'secrets.proxy': '' } });
    const listed = (await call('GET', '/api/accounts/dynadot')).json().find((a: { id: number }) => a.id === id);
    expect(listed.proxy).toBe(masked());
    expect((await call('GET', `/api/accounts/dynadot/${id}/balance`)).json().error).toBeNull();
    expect(authProxy.uses.at(-1)!.user).toBe(`alice:${PASS}`);

    expect((await call('PUT', `/api/accounts/dynadot/${id}`, { name: 'legacy-row 2' })).statusCode).toBe(200);
    const raw = await rawAccounts().findOne({ registrar: 'dynadot', id });
    expect(raw!.fields.proxy).toBeUndefined();
    expect(raw!.secrets.proxy).toMatch(/^v1:/);
    expect((await call('POST', `/api/accounts/dynadot/${id}/reveal`)).json().proxy).toBe(proxyUrl());
  });

  it('seals every clear proxy at start (sealLegacyProxies), leaving sealed rows as they are', async () => {
    const legacy = await addDynadot('legacy-start');
    const sealed = await addDynadot('already-sealed');
    await rawAccounts().updateOne(
      { registrar: 'dynadot', id: legacy },
      { $set: { 'fields.proxy': proxyUrl() }, $unset: { 'secrets.proxy': '' } },
    );
    const before = await rawAccounts().findOne({ registrar: 'dynadot', id: sealed });

    const box = new SecretBox(h.t.config.SECRETS_KEY);
    const { models } = h.t.app.registrars.store as unknown as { models: Parameters<typeof sealLegacyProxies>[0] };
    expect(await sealLegacyProxies(models, box)).toBe(1);
    const after = await rawAccounts().findOne({ registrar: 'dynadot', id: legacy });
    expect(after!.fields.proxy).toBeUndefined();
    expect(box.decrypt(after!.secrets.proxy)).toBe(proxyUrl());
    expect(await rawAccounts().findOne({ registrar: 'dynadot', id: sealed })).toEqual(before);
    expect(JSON.stringify(await rawAccounts().find({}).toArray())).not.toContain(PASS);
  });
});
