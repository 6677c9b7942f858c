import { startService, type Harness } from '../service';

let h: Harness;
beforeAll(async () => {
  h = await startService();
});
afterAll(() => h.stop());

const body = {
  name: 'HE main',
  email: 'ops@example.com',
  password: 'he-password-0001',
  proxyServer: '127.0.0.1:3128',
  proxyUsername: 'puser',
  proxyPassword: 'proxy-password-9',
  isActive: true,
};

describe('/api/accounts/hurricane-electric', () => {
  it('adds with both passwords sealed, lists previews, keeps secrets sent back as previews, deletes', async () => {
    const created = await h.call('POST', '/api/accounts/hurricane-electric', body);
    expect(created.statusCode).toBe(201);
    const view = created.json();
    expect(view).toEqual({
      id: expect.any(String),
      name: 'HE main',
      email: 'ops@example.com',
      password: 'he-passwor...',
      proxyServer: '127.0.0.1:3128',
      proxyUsername: 'puser',
      proxyPassword: '••••',
      proxy: 'puser:••••@127.0.0.1:3128',
      isActive: true,
      domainsUsed: 0,
      domainsLimit: 50,
      lastDomainCheck: null,
    });
    const raw = JSON.stringify(await h.t.app.mongo.collection('he_accounts').findOne({}));
    expect(raw).not.toContain('he-password-0001');
    expect(raw).not.toContain('proxy-password-9');
    // The whole proxy rests sealed (issue 25), server and user included.
    expect(raw).not.toContain('127.0.0.1:3128');
    expect(raw).not.toContain('puser');

    const edited = await h.call('PUT', `/api/accounts/hurricane-electric/${view.id}`, {
      ...body,
      name: 'Renamed',
      password: 'he-passwor...',
      proxyPassword: 'new-proxy-pass',
      isActive: false,
    });
    expect(edited.json()).toMatchObject({ name: 'Renamed', isActive: false, proxyPassword: '••••' });
    const creds = await h.t.app.dns.heAccounts.credentials(view.id);
    expect(creds).toMatchObject({
      password: 'he-password-0001',
      proxy: { server: '127.0.0.1:3128', username: 'puser', password: 'new-proxy-pass' },
    });

    expect((await h.call('DELETE', `/api/accounts/hurricane-electric/${view.id}`)).json()).toEqual({ success: true, id: view.id });
    expect((await h.call('GET', '/api/accounts/hurricane-electric')).json()).toEqual([]);
    expect((await h.call('DELETE', `/api/accounts/hurricane-electric/${view.id}`)).statusCode).toBe(404);
  });

  it('refuses a proxy at a refused literal address (400 naming proxyServer), names are left to call time', async () => {
    const refused = await h.call('POST', '/api/accounts/hurricane-electric', { ...body, proxyServer: '0251.0376.0251.0376:80' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      message: 'proxyServer 169.254.169.254 is the cloud metadata address; an administrator can allow it with EGRESS_ALLOW',
      details: [{ path: 'proxyServer' }],
    });
    const named = await h.call('POST', '/api/accounts/hurricane-electric', {
      ...body,
      name: 'named proxy',
      proxyServer: 'proxy.example.net:3128',
    });
    expect(named.statusCode).toBe(201);
  });

  it('answers 400 naming the fields for missing name, email, password and a bad proxy', async () => {
    const res = await h.call('POST', '/api/accounts/hurricane-electric', { name: '', email: '', password: '', proxyServer: 'no port' });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .error.details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['email', 'name', 'password', 'proxyServer']);
  });
});
