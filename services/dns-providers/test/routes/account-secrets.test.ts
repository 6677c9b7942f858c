// Issue 25 "Secrets" for HE and PowerDNS accounts: every role reads previews and a masked proxy; the
// full secrets leave only through reveal, to an admin with a fresh step-up, audited on the AUDIT
// stream like every account change; an edit that sends secrets back blank, as previews or masked
// keeps them.
import { ROLES } from '@dop/contracts/access';
import { asMember, signedHeaders } from '@dop/service-testing';
import { entriesFor } from '../audit-entries';
import { startService, type Harness } from '../service';

let h: Harness;
beforeAll(async () => {
  h = await startService();
}, 60_000);
afterAll(() => h?.stop());

const HE = '/api/accounts/hurricane-electric';
const PDNS = '/api/accounts/powerdns';
const he = (name: string) => ({
  name,
  email: 'ops@example.com',
  password: 'he-password-0001',
  proxyServer: '127.0.0.1:3128',
  proxyUsername: 'puser',
  proxyPassword: 'proxy-password-9',
  isActive: true,
});
const pdns = (name: string) => ({ name, apiKey: 'pdns-api-key-0123456789', apiUrl: 'http://127.0.0.1:8081', isActive: true });

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown) =>
  h.t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as never }) });

async function add(base: string, body: object): Promise<string> {
  const res = await call('POST', base, asMember('admin'), body);
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

describe('previews for every role', () => {
  it.each(ROLES)('%s: HE and PowerDNS lists show previews and the masked proxy only', async (role) => {
    const heId = await add(HE, he(`he-${role}`));
    const pdnsId = await add(PDNS, pdns(`pdns-${role}`));
    const heList = await call('GET', HE, asMember(role));
    expect(heList.statusCode).toBe(200);
    expect(heList.body).not.toContain('he-password-0001');
    expect(heList.body).not.toContain('proxy-password-9');
    expect(heList.json().find((a: { id: string }) => a.id === heId)).toMatchObject({
      password: 'he-passwor...',
      proxyPassword: '••••',
      proxy: 'puser:••••@127.0.0.1:3128',
    });
    const pdnsList = await call('GET', PDNS, asMember(role));
    expect(pdnsList.body).not.toContain('pdns-api-key-0123456789');
    expect(pdnsList.json().find((a: { id: string }) => a.id === pdnsId).apiKey).toBe('pdns-api-k...');
  });
});

describe.each([
  { kind: 'hurricane-electric', base: HE, body: he('reveal'), full: { password: 'he-password-0001', proxyPassword: 'proxy-password-9' } },
  { kind: 'powerdns', base: PDNS, body: pdns('reveal'), full: { apiKey: 'pdns-api-key-0123456789' } },
])('POST $base/{id}/reveal', ({ kind, base, body, full }) => {
  it('gives a stepped-up admin the full secrets and audits it without them', async () => {
    const id = await add(base, body);
    const res = await call('POST', `${base}/${id}/reveal`, signedHeaders({ role: 'admin', userId: 'u-admin-3', userName: 'Ada' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, ...full });
    const entries = await entriesFor(h, `${kind}:${id}`);
    expect(entries.map((e) => e.action)).toEqual(['provider-account.created', 'secret.revealed']);
    expect(entries[1]).toMatchObject({ service: 'dns-providers', actor: { userId: 'u-admin-3', userName: 'Ada' } });
    for (const secret of Object.values(full)) expect(JSON.stringify(entries)).not.toContain(secret);
  });

  it('answers 403 step_up_required without a fresh step-up and forbidden to an operator, revealing nothing', async () => {
    const id = await add(base, body);
    const noStepUp = await call('POST', `${base}/${id}/reveal`, asMember('owner', { steppedUp: false }));
    expect(noStepUp.statusCode).toBe(403);
    expect(noStepUp.json().error.code).toBe('step_up_required');
    const operator = await call('POST', `${base}/${id}/reveal`, asMember('operator'));
    expect(operator.statusCode).toBe(403);
    expect(operator.json().error).toMatchObject({ code: 'forbidden', message: 'This needs the admin role.' });
    for (const secret of Object.values(full)) expect(noStepUp.body + operator.body).not.toContain(secret);
    expect((await entriesFor(h, `${kind}:${id}`)).map((e) => e.action)).toEqual(['provider-account.created']);
  });

  it('audits updates and deletes with the service name', async () => {
    const id = await add(base, body);
    expect((await call('PUT', `${base}/${id}`, asMember('admin'), { ...body, name: 'changed' })).statusCode).toBe(200);
    expect((await call('DELETE', `${base}/${id}`, asMember('admin'))).statusCode).toBe(200);
    const entries = await entriesFor(h, `${kind}:${id}`);
    expect(entries.map((e) => [e.action, e.service])).toEqual([
      ['provider-account.created', 'dns-providers'],
      ['provider-account.updated', 'dns-providers'],
      ['provider-account.deleted', 'dns-providers'],
    ]);
  });
});

describe('edits keep secrets sent back as shown', () => {
  it('HE: blank, preview and mask keep the password and proxy password; a blank server drops the proxy', async () => {
    const id = await add(HE, he('keep'));
    const reveal = async () => (await call('POST', `${HE}/${id}/reveal`, asMember('admin'))).json();
    const shown = (await call('GET', HE, asMember('admin'))).json().find((a: { id: string }) => a.id === id);
    for (const sent of [{ password: '', proxyPassword: '' }, { password: shown.password, proxyPassword: shown.proxyPassword }, {}]) {
      const res = await call('PUT', `${HE}/${id}`, asMember('admin'), { ...he('keep'), ...sent, password: sent.password ?? '' });
      expect(res.statusCode).toBe(200);
      expect(await reveal()).toEqual({ id, password: 'he-password-0001', proxyPassword: 'proxy-password-9' });
    }
    const dropped = await call('PUT', `${HE}/${id}`, asMember('admin'), {
      ...he('keep'),
      password: '',
      proxyServer: '',
      proxyPassword: '',
    });
    expect(dropped.json()).toMatchObject({ proxyServer: null, proxyUsername: null, proxyPassword: null, proxy: null });
    expect(await reveal()).toEqual({ id, password: 'he-password-0001', proxyPassword: null });
    // The mask cannot stand for a password that is not there.
    const masked = await call('PUT', `${HE}/${id}`, asMember('admin'), { ...he('keep'), proxyPassword: '••••' });
    expect(masked.statusCode).toBe(400);
    expect(masked.json().error.details).toEqual([expect.objectContaining({ path: 'proxyPassword' })]);
  });

  it('PowerDNS: a blank or preview apiKey keeps the key; a new one replaces it', async () => {
    const id = await add(PDNS, pdns('keep'));
    const reveal = async () => (await call('POST', `${PDNS}/${id}/reveal`, asMember('admin'))).json().apiKey;
    for (const apiKey of ['', 'pdns-api-k...']) {
      expect((await call('PUT', `${PDNS}/${id}`, asMember('admin'), { ...pdns('keep'), apiKey })).statusCode).toBe(200);
      expect(await reveal()).toBe('pdns-api-key-0123456789');
    }
    await call('PUT', `${PDNS}/${id}`, asMember('admin'), { ...pdns('keep'), apiKey: 'pdns-second-key-000' });
    expect(await reveal()).toBe('pdns-second-key-000');
    // A new account still needs its key.
    const res = await call('POST', PDNS, asMember('admin'), { ...pdns('no key'), apiKey: '' });
    expect(res.statusCode).toBe(400);
  });
});
