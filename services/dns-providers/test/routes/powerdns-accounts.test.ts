import { startService, type Harness } from '../service';

let h: Harness;
beforeAll(async () => {
  h = await startService();
});
afterAll(() => h.stop());

const body = { name: 'Main', apiKey: 'pdns-secret-key-123456', apiUrl: 'http://127.0.0.1:8081/' };

describe('/api/accounts/powerdns', () => {
  it('adds, lists with a key preview, edits (preview keeps the key), and deletes', async () => {
    const created = await h.call('POST', '/api/accounts/powerdns', body);
    expect(created.statusCode).toBe(201);
    const view = created.json();
    expect(view).toEqual({
      id: expect.any(String),
      name: 'Main',
      apiKey: 'pdns-secre...',
      apiUrl: 'http://127.0.0.1:8081',
      isActive: true,
    });

    const stored = await h.t.app.dns.pdnsAccounts.credentials(view.id);
    expect(stored.apiKey).toBe('pdns-secret-key-123456');
    const raw = await h.t.app.mongo.collection('powerdns_accounts').findOne({});
    expect(JSON.stringify(raw)).not.toContain('pdns-secret-key-123456');

    const edited = await h.call('PUT', `/api/accounts/powerdns/${view.id}`, {
      ...body,
      name: 'Renamed',
      apiKey: 'pdns-secre...',
      isActive: false,
    });
    expect(edited.json()).toMatchObject({ name: 'Renamed', isActive: false, apiKey: 'pdns-secre...' });
    expect((await h.t.app.dns.pdnsAccounts.credentials(view.id)).apiKey).toBe('pdns-secret-key-123456');

    expect((await h.call('GET', '/api/accounts/powerdns')).json()).toEqual([expect.objectContaining({ id: view.id, name: 'Renamed' })]);
    const del = await h.call('DELETE', `/api/accounts/powerdns/${view.id}`);
    expect(del.json()).toEqual({ success: true, id: view.id });
    expect((await h.call('DELETE', `/api/accounts/powerdns/${view.id}`)).statusCode).toBe(404);
    expect((await h.call('PUT', '/api/accounts/powerdns/nope', body)).statusCode).toBe(404);
  });

  it('answers 400 naming name, apiKey and apiUrl when they are missing or bad', async () => {
    const res = await h.call('POST', '/api/accounts/powerdns', { name: ' ', apiKey: '', apiUrl: 'ftp://x' });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .error.details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['apiKey', 'apiUrl', 'name']);
  });

  it('refuses API URLs with a fragment, user-info, plain http to a host not allowed, or a refused literal (400 naming apiUrl)', async () => {
    for (const [apiUrl, problem] of [
      ['http://127.0.0.1:9/anything#', 'apiUrl must not contain a fragment (#)'],
      ['https://u:p@pdns.example.org/', 'apiUrl must not contain a user name or password'],
      ['http://pdns.example.org/', 'apiUrl must use https:// (pdns.example.org is not in EGRESS_ALLOW)'],
      ['https://2852039166/', 'apiUrl 169.254.169.254 is the cloud metadata address; an administrator can allow it with EGRESS_ALLOW'],
      ['https://[::1]:8081/', 'apiUrl ::1 is a loopback address; an administrator can allow it with EGRESS_ALLOW'],
    ]) {
      const res = await h.call('POST', '/api/accounts/powerdns', { ...body, apiUrl });
      expect([apiUrl, res.statusCode, res.json().error]).toEqual([
        apiUrl,
        400,
        expect.objectContaining({ code: 'bad_request', message: problem, details: [expect.objectContaining({ path: 'apiUrl' })] }),
      ]);
    }
  });
});
