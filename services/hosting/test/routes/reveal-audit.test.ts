// Issue 25 "Secrets" for DiorHost accounts: every role reads the password as a preview; the full
// password leaves only through reveal, to an admin with a fresh step-up, audited on the AUDIT stream
// like every account change (never with the password).
import { ROLES } from '@dop/contracts/access';
import { AUDIT_STREAM, AUDIT_SUBJECTS, type AuditRecorded } from '@dop/contracts/team';
import { asMember, signedHeaders, streamMessages } from '@dop/service-testing';
import { startService, type Harness } from '../service';

let h: Harness;
beforeAll(async () => {
  h = await startService();
}, 60_000);
afterAll(() => h?.stop());

const PASSWORD = 'diorhost-password-0042';
const BASE = '/api/accounts/diorhost';

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: unknown) =>
  h.t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as never }) });

async function add(name: string): Promise<string> {
  const res = await call('POST', BASE, asMember('admin'), { name, email: 'ops@example.com', password: PASSWORD });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

async function entriesFor(id: string): Promise<AuditRecorded[]> {
  const all = await streamMessages<AuditRecorded>(h.t.app.nats, AUDIT_STREAM.name, AUDIT_SUBJECTS.recorded);
  return all.filter((e) => e.target === `diorhost:${id}`);
}

it.each(ROLES)('%s: the list shows the password as a preview only', async (role) => {
  const id = await add(`preview-${role}`);
  const res = await call('GET', BASE, asMember(role));
  expect(res.statusCode).toBe(200);
  expect(res.body).not.toContain(PASSWORD);
  expect(res.json().find((a: { id: string }) => a.id === id).password).toBe('diorhost-p...');
});

describe('POST /api/accounts/diorhost/{id}/reveal', () => {
  it('gives a stepped-up admin the full password and audits who, not what', async () => {
    const id = await add('reveal');
    const res = await call('POST', `${BASE}/${id}/reveal`, signedHeaders({ role: 'admin', userId: 'u-admin-5', userName: 'Ada' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, password: PASSWORD });
    const entries = await entriesFor(id);
    expect(entries.map((e) => e.action)).toEqual(['provider-account.created', 'secret.revealed']);
    expect(entries[1]).toMatchObject({ service: 'hosting', actor: { userId: 'u-admin-5', userName: 'Ada' } });
    expect(JSON.stringify(entries)).not.toContain(PASSWORD);
  });

  it('answers 403 step_up_required without a fresh step-up and forbidden to an operator', async () => {
    const id = await add('refused');
    const noStepUp = await call('POST', `${BASE}/${id}/reveal`, asMember('admin', { steppedUp: false }));
    expect(noStepUp.statusCode).toBe(403);
    expect(noStepUp.json().error.code).toBe('step_up_required');
    const operator = await call('POST', `${BASE}/${id}/reveal`, asMember('operator'));
    expect(operator.statusCode).toBe(403);
    expect(operator.json().error).toMatchObject({ code: 'forbidden', message: 'This needs the admin role.' });
    expect(noStepUp.body + operator.body).not.toContain(PASSWORD);
    expect((await entriesFor(id)).map((e) => e.action)).toEqual(['provider-account.created']);
  });

  it('answers 404 for an unknown account', async () => {
    expect((await call('POST', `${BASE}/64b7f0c2a1b2c3d4e5f60718/reveal`, asMember('admin'))).statusCode).toBe(404);
  });
});

it('audits updates and deletes with the service name', async () => {
  const id = await add('changes');
  expect((await call('PUT', `${BASE}/${id}`, asMember('admin'), { name: 'changed', password: '' })).statusCode).toBe(200);
  expect((await call('DELETE', `${BASE}/${id}`, asMember('admin'))).statusCode).toBe(200);
  const entries = await entriesFor(id);
  expect(entries.map((e) => [e.action, e.service])).toEqual([
    ['provider-account.created', 'hosting'],
    ['provider-account.updated', 'hosting'],
    ['provider-account.deleted', 'hosting'],
  ]);
  expect(entries[1].details).toEqual({ name: 'changed' });
});
