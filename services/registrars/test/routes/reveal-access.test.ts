// Issue 25 "Secrets": every role reads previews only; a full secret leaves only through reveal, to an
// admin with a fresh step-up, and each reveal and account change lands on the AUDIT stream.
import { ROLES } from '@dop/contracts/access';
import { asMember, signedHeaders } from '@dop/service-testing';
import { entriesFor } from '../audit-entries';
import { accountBody, startService, type Harness } from '../service';

let h: Harness;
beforeAll(async () => {
  h = await startService();
}, 60_000);
afterAll(() => h?.stop());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown) =>
  h.t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as never }) });

async function addPorkbun(name: string): Promise<{ id: number; body: Record<string, string> }> {
  const body = accountBody('porkbun', h, name);
  const res = await call('POST', '/api/accounts/porkbun', asMember('admin'), body);
  expect(res.statusCode).toBe(201);
  return { id: res.json().id as number, body };
}

describe('previews for every role', () => {
  it.each(ROLES)('%s: the list and GET by id show previews only', async (role) => {
    const { id, body } = await addPorkbun(`preview-${role}`);
    for (const url of ['/api/accounts/porkbun', `/api/accounts/porkbun/${id}`]) {
      const res = await call('GET', url, asMember(role));
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(body.apiKey);
      expect(res.body).not.toContain(body.secretKey);
      const view = [res.json()].flat().find((a: { id: number }) => a.id === id);
      expect(view).toMatchObject({ apiKey: `${body.apiKey.slice(0, 10)}...`, secretKey: `${body.secretKey.slice(0, 10)}...` });
    }
  });
});

describe('POST /api/accounts/{registrar}/{id}/reveal', () => {
  it('gives an admin with a fresh step-up the full secrets and audits who, what and from where', async () => {
    const { id, body } = await addPorkbun('reveal-me');
    const res = await call('POST', `/api/accounts/porkbun/${id}/reveal`, {
      ...signedHeaders({ role: 'admin', userId: 'u-admin-7', userName: 'Ada' }),
      'x-forwarded-for': '198.51.100.23',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, registrar: 'porkbun', apiKey: body.apiKey, secretKey: body.secretKey, proxy: body.proxy });

    const reveals = (await entriesFor(h, `registrar:porkbun:${id}`)).filter((e) => e.action === 'secret.revealed');
    expect(reveals).toHaveLength(1);
    expect(reveals[0]).toMatchObject({
      service: 'registrars',
      actor: { userId: 'u-admin-7', userName: 'Ada' },
      sourceIp: '198.51.100.23',
      details: { registrar: 'porkbun' },
    });
    // Neither the audit entry nor the service's own log lines carry the secrets.
    for (const raw of [JSON.stringify(reveals[0]), JSON.stringify(h.logs)]) {
      expect(raw).not.toContain(body.apiKey);
      expect(raw).not.toContain(body.secretKey);
    }
  });

  it('answers 403 step_up_required to an admin or owner without a fresh step-up, and audits nothing', async () => {
    const { id, body } = await addPorkbun('no-step-up');
    for (const role of ['admin', 'owner'] as const) {
      const res = await call('POST', `/api/accounts/porkbun/${id}/reveal`, asMember(role, { steppedUp: false }));
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('step_up_required');
      expect(res.body).not.toContain(body.apiKey);
    }
    expect((await entriesFor(h, `registrar:porkbun:${id}`)).map((e) => e.action)).toEqual(['provider-account.created']);
  });

  it.each(['operator', 'viewer'] as const)('answers 403 forbidden to a stepped-up %s', async (role) => {
    const { id, body } = await addPorkbun(`as-${role}`);
    const res = await call('POST', `/api/accounts/porkbun/${id}/reveal`, asMember(role));
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'forbidden', message: 'This needs the admin role.' });
    expect(res.body).not.toContain(body.apiKey);
  });

  it('answers 403 to a pending member and 404 for an unknown account', async () => {
    const { id } = await addPorkbun('pending-caller');
    expect((await call('POST', `/api/accounts/porkbun/${id}/reveal`, asMember('admin', { status: 'pending' }))).statusCode).toBe(403);
    expect((await call('POST', '/api/accounts/porkbun/987654/reveal', asMember('admin'))).statusCode).toBe(404);
    expect((await call('POST', '/api/accounts/enom/1/reveal', asMember('admin'))).statusCode).toBe(404);
  });
});

describe('account changes are audited', () => {
  it('records created, updated and deleted with the service name and the fields changed, never a value', async () => {
    const { id, body } = await addPorkbun('audited');
    const admin = signedHeaders({ role: 'admin', userId: 'u-admin-9' });
    const shown = (await call('GET', `/api/accounts/porkbun/${id}`, admin)).json();
    // The edit form sends every field back as shown (previews, masked proxy): nothing changed.
    const { name, apiKey, secretKey, proxy } = shown;
    expect((await call('PUT', `/api/accounts/porkbun/${id}`, admin, { name, apiKey, secretKey, proxy })).statusCode).toBe(200);
    const put = await call('PUT', `/api/accounts/porkbun/${id}`, admin, { name: 'audited 2', apiKey: 'pk1_brand-new-key-0001', secretKey });
    expect(put.statusCode).toBe(200);
    expect((await call('DELETE', `/api/accounts/porkbun/${id}`, admin)).statusCode).toBe(200);

    const entries = await entriesFor(h, `registrar:porkbun:${id}`);
    expect(entries.map((e) => e.action)).toEqual([
      'provider-account.created',
      'provider-account.updated',
      'provider-account.updated',
      'provider-account.deleted',
    ]);
    for (const e of entries) expect(e.service).toBe('registrars');
    expect(entries[1].details).toEqual({ registrar: 'porkbun', changed: '' });
    expect(entries[2]).toMatchObject({ actor: { userId: 'u-admin-9' }, details: { registrar: 'porkbun', changed: 'name,apiKey' } });
    const raw = JSON.stringify(entries);
    for (const secret of [body.apiKey, body.secretKey, 'pk1_brand-new-key-0001']) expect(raw).not.toContain(secret);
  });

  it('refuses writes below admin and a delete without step-up, changing nothing', async () => {
    const { id } = await addPorkbun('guarded');
    const put = await call('PUT', `/api/accounts/porkbun/${id}`, asMember('operator'), { name: 'nope' });
    expect(put.statusCode).toBe(403);
    const del = await call('DELETE', `/api/accounts/porkbun/${id}`, asMember('admin', { steppedUp: false }));
    expect(del.json().error.code).toBe('step_up_required');
    expect((await call('GET', `/api/accounts/porkbun/${id}`, asMember('viewer'))).json().name).toBe('guarded');
    expect((await entriesFor(h, `registrar:porkbun:${id}`)).map((e) => e.action)).toEqual(['provider-account.created']);
  });
});
