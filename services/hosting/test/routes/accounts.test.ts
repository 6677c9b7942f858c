import { DIORHOST_DEFAULT_ENDPOINT } from '@dop/contracts/hosting';
import { signedHeaders } from '@dop/service-testing';
import { startService, type Harness } from '../service';

let h: Harness;
beforeAll(async () => {
  h = await startService();
}, 60_000);
afterAll(() => h?.stop());

const PASSWORD = 'very-secret-password-42';

describe('DiorHost accounts CRUD', () => {
  it('adds with a sealed password and the provider default endpoint, lists previews, updates and deletes', async () => {
    const created = await h.inject('POST', '/api/accounts/diorhost', {
      name: 'Main',
      email: 'ops@example.com',
      password: PASSWORD,
      userId: 'ignored',
    });
    expect(created.statusCode).toBe(201);
    const view = created.json();
    expect(view).toMatchObject({
      name: 'Main',
      email: 'ops@example.com',
      password: 'very-secre...',
      apiEndpoint: DIORHOST_DEFAULT_ENDPOINT,
      isActive: true,
      balance: null,
      lastSync: null,
      userId: 'u-test-1',
    });
    const list = await h.inject('GET', '/api/accounts/diorhost');
    expect(list.json().map((a: { id: string }) => a.id)).toContain(view.id);
    expect(list.body).not.toContain(PASSWORD);

    // At rest the password is sealed, never clear text.
    const raw = await h.t.app.mongo.collection('diorhost_accounts').findOne({});
    expect(JSON.stringify(raw)).not.toContain(PASSWORD);
    expect(String(raw?.passwordSealed)).toMatch(/^v1:/);

    // A blank password and the preview sent back both keep the stored one.
    const renamed = await h.inject('PUT', `/api/accounts/diorhost/${view.id}`, { name: 'Renamed', password: '', isActive: false });
    expect(renamed.json()).toMatchObject({ name: 'Renamed', isActive: false, password: 'very-secre...' });
    const previewBack = await h.inject('PUT', `/api/accounts/diorhost/${view.id}`, { password: 'very-secre...' });
    expect(previewBack.json().password).toBe('very-secre...');
    const changed = await h.inject('PUT', `/api/accounts/diorhost/${view.id}`, { password: 'another-password' });
    expect(changed.json().password).toBe('another-pa...');

    // The UI sends a JSON content type with an empty body on delete.
    const del = await h.t.app.inject({
      method: 'DELETE',
      url: `/api/accounts/diorhost/${view.id}`,
      headers: { ...signedHeaders(), 'content-type': 'application/json' },
      payload: '',
    });
    expect(del.json()).toEqual({ success: true, id: view.id });
    expect((await h.inject('PUT', `/api/accounts/diorhost/${view.id}`, { name: 'x' })).statusCode).toBe(404);
    expect(h.logs.join('')).not.toContain(PASSWORD);
  });

  it.each([
    [{ email: 'a@b.co', password: 'p' }, 'name'],
    [{ name: 'n', email: 'not-an-email', password: 'p' }, 'email'],
    [{ name: 'n', email: 'a@b.co' }, 'password'],
    [{ name: 'n', email: 'a@b.co', password: 'p', isActive: 'yes' }, 'isActive'],
    [{ name: 'n', email: 'a@b.co', password: 'p', apiEndpoint: 'http://169.254.169.254/latest' }, 'apiEndpoint'],
    [{ name: 'n', email: 'a@b.co', password: 'p', apiEndpoint: 'https://my.diorhost.com.evil.test/billmgr' }, 'apiEndpoint'],
    [{ name: 'n', email: 'a@b.co', password: 'p', extra: 1 }, 'extra'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const res = await h.inject('POST', '/api/accounts/diorhost', body);
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBeTruthy();
    expect(JSON.stringify(error.details)).toContain(field);
  });

  it('answers 400 for an empty or malformed JSON body', async () => {
    for (const payload of ['', '{"name":', '[]']) {
      const res = await h.t.app.inject({
        method: 'POST',
        url: '/api/accounts/diorhost',
        headers: { ...signedHeaders(), 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBeTruthy();
    }
  });

  it('answers 404 for unknown or malformed ids', async () => {
    expect((await h.inject('GET', '/api/accounts/diorhost/5f0000000000000000000000/servers')).statusCode).toBe(404);
    expect((await h.inject('POST', '/api/accounts/diorhost/nope/sync')).statusCode).toBe(404);
    expect((await h.inject('DELETE', '/api/accounts/diorhost/nope')).statusCode).toBe(404);
  });
});
