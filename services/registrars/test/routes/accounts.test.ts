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

/** What the edit form sends back: the account's fields as shown (no view-only keys, no nulls). */
const formOf = (view: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(view).filter(([k, v]) => v !== null && !['id', 'registrar', 'createdAt', 'updatedAt'].includes(k)));

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
  it.each(REGISTRARS)('%s: add, list and read with previews, reveal in full, update, delete', async (registrar) => {
    const body = accountBody(registrar, h);
    const created = await inject('POST', `/api/accounts/${registrar}`, body);
    expect(created.statusCode).toBe(201);
    const view = created.json();
    expect(view).toMatchObject({ registrar, name: body.name });
    expect(typeof view.id).toBe('number');
    const list = await inject('GET', `/api/accounts/${registrar}`);
    expect(list.statusCode).toBe(200);
    const listed = list.json().find((a: { id: number }) => a.id === view.id);
    const one = await inject('GET', `/api/accounts/${registrar}/${view.id}`);
    expect(one.statusCode).toBe(200);
    // GET by id answers exactly what the list shows: previews, never the full values.
    expect(one.json()).toEqual(listed);
    for (const f of SECRET_FIELDS[registrar]) {
      const length = f === 'apiToken' ? 8 : 10;
      expect(listed[f]).toBe(`${body[f].slice(0, length)}...`);
      expect(list.body).not.toContain(body[f]);
      expect(one.body).not.toContain(body[f]);
    }
    const revealed = await inject('POST', `/api/accounts/${registrar}/${view.id}/reveal`);
    expect(revealed.statusCode).toBe(200);
    for (const f of SECRET_FIELDS[registrar]) expect(revealed.json()[f]).toBe(body[f]);
    expect(revealed.json()).toMatchObject({ id: view.id, registrar, proxy: body.proxy ?? null });

    const updated = await inject('PUT', `/api/accounts/${registrar}/${view.id}`, { name: 'renamed' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().name).toBe('renamed');
    // Secrets survive an update that does not name them, one that sends back the preview (what the
    // edit form now holds) and one that leaves them blank.
    const first = SECRET_FIELDS[registrar][0];
    for (const sent of [listed[first], '']) {
      const back = await inject('PUT', `/api/accounts/${registrar}/${view.id}`, { ...formOf(listed), [first]: sent });
      expect(back.statusCode).toBe(200);
      expect(back.json()[first]).toBe(listed[first]);
    }
    const again = await inject('POST', `/api/accounts/${registrar}/${view.id}/reveal`);
    for (const f of SECRET_FIELDS[registrar]) expect(again.json()[f]).toBe(body[f]);
    expect(again.json().proxy).toBe(body.proxy ?? null);

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
    // The proxy is sealed with the secrets (issue 25); no clear copy stays among the plain fields.
    expect(Object.keys(one.secrets).sort()).toEqual(['apiKey', 'apiSecret', 'proxy']);
    expect(one.secrets.apiKey).toMatch(/^v1:/);
    expect(one.secrets.proxy).toMatch(/^v1:/);
    expect(one.fields.proxy).toBeUndefined();
    expect(dump).not.toContain(h.proxy.address);
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
    // A blank secret on edit keeps the stored one; a blank required plain field is refused.
    const blank = await inject('PUT', `/api/accounts/namesilo/${id}`, { apiKey: '', name: '' });
    expect(blank.statusCode).toBe(400);
    expect(fieldsOf(blank)).toEqual(['name']);
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
    const metadata = await inject('POST', '/api/accounts/dynadot', { ...accountBody('dynadot', h), proxy: 'u:p@0xa9fea9fe:80' });
    expect(metadata.statusCode).toBe(400);
    expect(metadata.json().error).toMatchObject({
      message: 'proxy 169.254.169.254 is the cloud metadata address; an administrator can allow it with EGRESS_ALLOW',
      details: [{ path: 'proxy' }],
    });
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
