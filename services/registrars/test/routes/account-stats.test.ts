import { randomBytes } from 'node:crypto';
import { SecretBox } from '@dop/service-kit';
import { accountBody, headers, startService, type Harness } from '../service';

let h: Harness;
beforeAll(async () => {
  h = await startService();
}, 60_000);
afterAll(() => h?.stop());

const get = (url: string) => h.t.app.inject({ method: 'GET', url, headers: headers() });
const add = async (registrar: Parameters<typeof accountBody>[0], body = accountBody(registrar, h)) =>
  (await h.t.app.inject({ method: 'POST', url: `/api/accounts/${registrar}`, headers: headers(), payload: body })).json().id as number;

describe('GET /api/accounts/{registrar}/{id}/balance and /domain-count', () => {
  it('reads them from the registrar through the account’s proxy', async () => {
    h.sims.dynadot.state.balance = 321.5;
    h.sims.dynadot.state.addDomain({ name: 'one.com' });
    h.sims.dynadot.state.addDomain({ name: 'two.com' });
    const id = await add('dynadot');
    const before = h.proxy.uses.length;
    expect((await get(`/api/accounts/dynadot/${id}/balance`)).json()).toEqual({ balance: 321.5, currency: 'USD', error: null });
    expect((await get(`/api/accounts/dynadot/${id}/domain-count`)).json()).toEqual({ domainCount: 2, error: null });
    expect(h.proxy.uses.length).toBeGreaterThan(before);
    expect(h.proxy.uses.at(-1)!.target).toBe(new URL(h.sims.dynadot.url).host);
  });

  it('answers the registrar’s own message in error when it refuses', async () => {
    const id = await add('porkbun', { ...accountBody('porkbun', h), secretKey: 'sk1_wrong-secret-key' });
    expect((await get(`/api/accounts/porkbun/${id}/balance`)).json()).toEqual({
      balance: null,
      currency: 'USD',
      error: 'Invalid API key. (002)',
    });
    expect((await get(`/api/accounts/porkbun/${id}/domain-count`)).json()).toEqual({ domainCount: null, error: 'Invalid API key. (002)' });
  });

  it('answers 404 for unknown accounts and registrars', async () => {
    expect((await get('/api/accounts/namesilo/4242/balance')).statusCode).toBe(404);
    expect((await get('/api/accounts/enom/1/domain-count')).statusCode).toBe(404);
  });

  it('treats a secret sealed under another SECRETS_KEY as unset in lists and refuses to call with it', async () => {
    const id = await add('porkbun');
    const foreign = new SecretBox(randomBytes(32).toString('base64')).encrypt('pk1_from-an-old-key');
    await h.t.app.mongo.db!.collection('accounts').updateOne({ registrar: 'porkbun', id }, { $set: { 'secrets.apiKey': foreign } });
    const listed = (await get('/api/accounts/porkbun')).json().find((a: { id: number }) => a.id === id);
    expect(listed.apiKey).toBeNull();
    const balance = await get(`/api/accounts/porkbun/${id}/balance`);
    expect(balance.statusCode).toBe(409);
    expect(balance.json().error).toMatchObject({ code: 'secret_unreadable', message: expect.stringContaining('apiKey') });
  });
});
