import { REGISTRARS, type Registrar } from '@dop/contracts/registrars';
import { accountBody, headers, startService, type Harness } from '../service';

let h: Harness;
const SECRET_FIELDS: Record<Registrar, string[]> = {
  namecheap: ['apiKey'],
  namesilo: ['apiKey'],
  dynadot: ['apiKey'],
  gandi: ['apiToken'],
  spaceship: ['apiKey', 'apiSecret'],
  porkbun: ['apiKey', 'secretKey'],
};

beforeAll(async () => {
  h = await startService();
}, 60_000);
afterAll(() => h?.stop());

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, user = {}) =>
  h.t.app.inject({
    method,
    url,
    payload: payload as never,
    headers: { ...headers(user), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
  });

describe('accounts CRUD', () => {
  it.each(REGISTRARS)('%s: add, list with previews, read full for edit, update, delete', async (registrar) => {
    const body = accountBody(registrar, h);
    const created = await inject('POST', `/api/accounts/${registrar}`, body);
    expect(created.statusCode).toBe(201);
    const view = created.json();
    expect(view).toMatchObject({ registrar, name: body.name, proxy: body.proxy ?? null });
    expect(typeof view.id).toBe('number');
    const list = await inject('GET', `/api/accounts/${registrar}`);
    expect(list.statusCode).toBe(200);
    const listed = list.json().find((a: { id: number }) => a.id === view.id);
    for (const f of SECRET_FIELDS[registrar]) {
      const length = f === 'apiToken' ? 8 : 10;
      expect(listed[f]).toBe(`${body[f].slice(0, length)}...`);
      expect(list.body).not.toContain(body[f]);
    }
    const full = await inject('GET', `/api/accounts/${registrar}/${view.id}`, undefined, { userId: 'u-auditor', userName: 'Audrey' });
    expect(full.statusCode).toBe(200);
    for (const f of SECRET_FIELDS[registrar]) expect(full.json()[f]).toBe(body[f]);
    const audit = h.logs.find((l) => l.audit === 'account-secrets-read' && l.registrar === registrar && l.accountId === view.id);
    expect(audit).toMatchObject({ userId: 'u-auditor', userName: 'Audrey' });
    expect(JSON.stringify(h.logs)).not.toContain(body[SECRET_FIELDS[registrar][0]]);

    const updated = await inject('PUT', `/api/accounts/${registrar}/${view.id}`, { name: 'renamed' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().name).toBe('renamed');
    // Secrets survive an update that does not name them, and one that sends back the list preview.
    const previewBack = await inject('PUT', `/api/accounts/${registrar}/${view.id}`, {
      [SECRET_FIELDS[registrar][0]]: listed[SECRET_FIELDS[registrar][0]],
    });
    expect(previewBack.statusCode).toBe(200);
    const again = await inject('GET', `/api/accounts/${registrar}/${view.id}`);
    expect(again.json()[SECRET_FIELDS[registrar][0]]).toBe(body[SECRET_FIELDS[registrar][0]]);

    // The UI sends a JSON content type with an empty body on delete (gandi sends the credentials).
    const del = await h.t.app.inject({
      method: 'DELETE',
      url: `/api/accounts/${registrar}/${view.id}`,
      headers: { ...headers(), 'content-type': 'application/json' },
      payload: registrar === 'gandi' ? JSON.stringify(body) : '',
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ success: true, id: view.id });
    expect((await inject('GET', `/api/accounts/${registrar}/${view.id}`)).statusCode).toBe(404);
  });

  it('numbers accounts per registrar and never reuses an id', async () => {
    const a = (await inject('POST', '/api/accounts/porkbun', accountBody('porkbun', h, 'a'))).json().id;
    const b = (await inject('POST', '/api/accounts/porkbun', accountBody('porkbun', h, 'b'))).json().id;
    const other = (await inject('POST', '/api/accounts/namesilo', accountBody('namesilo', h, 'n'))).json().id;
    expect(b).toBe(a + 1);
    expect(other).toBeLessThanOrEqual(b);
    await inject('DELETE', `/api/accounts/porkbun/${b}`);
    expect((await inject('POST', '/api/accounts/porkbun', accountBody('porkbun', h, 'c'))).json().id).toBe(b + 1);
  });

  it('keeps no secret in clear text in the raw MongoDB documents', async () => {
    const bodies = REGISTRARS.map((r) => accountBody(r, h, `raw-${r}`));
    for (const [i, r] of REGISTRARS.entries()) expect((await inject('POST', `/api/accounts/${r}`, bodies[i])).statusCode).toBe(201);
    const raw = await h.t.app.mongo.db!.collection('accounts').find({}).toArray();
    const dump = JSON.stringify(raw);
    expect(raw.length).toBeGreaterThanOrEqual(6);
    for (const [i, r] of REGISTRARS.entries()) {
      for (const f of SECRET_FIELDS[r]) {
        expect(dump).not.toContain(bodies[i][f]);
        expect(dump).not.toContain(bodies[i][f].slice(0, 12));
      }
    }
    const one = raw.find((d) => d.registrar === 'spaceship' && d.fields.name === 'raw-spaceship')!;
    expect(Object.keys(one.secrets).sort()).toEqual(['apiKey', 'apiSecret']);
    expect(one.secrets.apiKey).toMatch(/^v1:/);
  });
});

describe('bad input', () => {
  it('answers 404 for an unknown registrar and an unknown account', async () => {
    expect((await inject('GET', '/api/accounts/godaddy')).statusCode).toBe(404);
    expect((await inject('POST', '/api/accounts/godaddy', { name: 'x' })).statusCode).toBe(404);
    expect((await inject('PUT', '/api/accounts/namesilo/99999', { name: 'x' })).statusCode).toBe(404);
    expect((await inject('DELETE', '/api/accounts/namesilo/99999')).statusCode).toBe(404);
  });

  const fieldsOf = (res: { json(): { error: { details: Array<{ path: string }> } } }) =>
    res
      .json()
      .error.details.map((d) => d.path)
      .sort();

  it('names each missing required field per registrar', async () => {
    const res = await inject('POST', '/api/accounts/spaceship', { name: 'x' });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['apiKey', 'apiSecret', 'proxy']);
    const nc = await inject('POST', '/api/accounts/namecheap', {});
    expect(fieldsOf(nc)).toEqual(['apiKey', 'apiUser', 'clientIp', 'proxy', 'username']);
    const cleared = await inject('POST', '/api/accounts/namesilo', accountBody('namesilo', h));
    const id = cleared.json().id;
    const blank = await inject('PUT', `/api/accounts/namesilo/${id}`, { apiKey: '' });
    expect(blank.statusCode).toBe(400);
    expect(fieldsOf(blank)).toEqual(['apiKey']);
  });

  it('refuses another registrar’s fields, wrong types, 10 kB strings and an invalid proxy, naming the field', async () => {
    const foreign = await inject('POST', '/api/accounts/namesilo', { ...accountBody('namesilo', h), apiSecret: 'x' });
    expect(foreign.statusCode).toBe(400);
    expect(fieldsOf(foreign)).toEqual(['apiSecret']);
    const typed = await inject('POST', '/api/accounts/porkbun', { ...accountBody('porkbun', h), name: 42 });
    expect(typed.statusCode).toBe(400);
    expect(fieldsOf(typed)).toEqual(['name']);
    const huge = await inject('POST', '/api/accounts/dynadot', { ...accountBody('dynadot', h), apiKey: 'k'.repeat(10_240) });
    expect(huge.statusCode).toBe(400);
    expect(fieldsOf(huge)).toEqual(['apiKey']);
    const proxy = await inject('POST', '/api/accounts/dynadot', { ...accountBody('dynadot', h), proxy: 'no proxy here' });
    expect(proxy.statusCode).toBe(400);
    expect(proxy.json().error.message).toContain('body.proxy');
    const notObject = await inject('POST', '/api/accounts/dynadot', [1, 2]);
    expect(notObject.statusCode).toBe(400);
    const badId = await inject('GET', '/api/accounts/gandi/abc');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.message).toContain('id');
    const badJson = await h.t.app.inject({
      method: 'POST',
      url: '/api/accounts/gandi',
      headers: { ...headers(), 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(badJson.statusCode).toBe(400);
  });

  it('refuses a call without the gateway’s signed identity', async () => {
    expect((await h.t.app.inject({ method: 'GET', url: '/api/accounts/namesilo' })).statusCode).toBe(401);
  });
});
