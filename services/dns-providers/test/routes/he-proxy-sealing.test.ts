// Issue 25: an HE account's proxy (server, user, password) rests sealed. Rows written before the server
// and user were sealed hold them in clear: they keep working, are sealed at start and on their next
// write.
import { SecretBox } from '@dop/service-kit';
import { asMember } from '@dop/service-testing';
import { sealLegacyHeProxies } from '../../src/lib/he/seal-legacy';
import { Sealer } from '../../src/lib/secrets';
import { createModels } from '../../src/models/accounts';
import { startService, type Harness } from '../service';

let h: Harness;
beforeAll(async () => {
  h = await startService();
}, 60_000);
afterAll(() => h?.stop());

const HE = '/api/accounts/hurricane-electric';
const body = (name: string) => ({
  name,
  email: 'ops@example.com',
  password: 'he-password-0001',
  proxyServer: 'proxy.example.net:8080',
  proxyUsername: 'legacy-user',
  proxyPassword: 'proxy-password-9',
  isActive: true,
});
const raw = () => h.t.app.mongo.collection('he_accounts');

async function addLegacy(name: string): Promise<string> {
  const res = await h.t.app.inject({ method: 'POST', url: HE, headers: asMember('admin'), payload: body(name) });
  const id = res.json().id as string;
  // As the older code wrote it: server and user in clear.
  const doc = await raw().findOne({ name });
  await raw().updateOne({ _id: doc!._id }, { $set: { proxyServer: 'proxy.example.net:8080', proxyUsername: 'legacy-user' } });
  return id;
}

describe('HE proxies at rest', () => {
  it('stores server, user and password sealed', async () => {
    await h.t.app.inject({ method: 'POST', url: HE, headers: asMember('admin'), payload: body('sealed') });
    const doc = await raw().findOne({ name: 'sealed' });
    for (const f of ['proxyServer', 'proxyUsername', 'proxyPassword']) expect(doc![f]).toMatch(/^v1:/);
    expect(JSON.stringify(doc)).not.toMatch(/10\.1\.2\.3|legacy-user|proxy-password-9/);
  });

  it('reads a row with a clear server and user, and seals them on its next write', async () => {
    const id = await addLegacy('legacy-read');
    const listed = (await h.t.app.inject({ method: 'GET', url: HE, headers: asMember('viewer') }))
      .json()
      .find((a: { id: string }) => a.id === id);
    expect(listed).toMatchObject({
      proxyServer: 'proxy.example.net:8080',
      proxyUsername: 'legacy-user',
      proxy: 'legacy-user:••••@proxy.example.net:8080',
    });
    expect((await h.t.app.dns.heAccounts.credentials(id)).proxy).toEqual({
      server: 'proxy.example.net:8080',
      username: 'legacy-user',
      password: 'proxy-password-9',
    });
    const put = await h.t.app.inject({
      method: 'PUT',
      url: `${HE}/${id}`,
      headers: asMember('admin'),
      payload: { ...listed, id: undefined, proxy: undefined, domainsUsed: undefined, domainsLimit: undefined, lastDomainCheck: undefined },
    });
    expect(put.statusCode).toBe(200);
    const doc = await raw().findOne({ name: 'legacy-read' });
    expect(doc!.proxyServer).toMatch(/^v1:/);
    expect(doc!.proxyUsername).toMatch(/^v1:/);
    expect((await h.t.app.dns.heAccounts.credentials(id)).proxy).toEqual({
      server: 'proxy.example.net:8080',
      username: 'legacy-user',
      password: 'proxy-password-9',
    });
  });

  it('seals clear servers and users at start (sealLegacyHeProxies), leaving sealed rows alone', async () => {
    await addLegacy('legacy-start');
    await h.t.app.inject({ method: 'POST', url: HE, headers: asMember('admin'), payload: body('new-start') });
    const untouched = await raw().findOne({ name: 'new-start' });
    const sealer = new Sealer(new SecretBox(h.t.config.SECRETS_KEY));
    // The models are already registered on this connection; a fresh set over the same collections.
    const models = { ...createModels(h.t.app.mongo.useDb(h.t.app.mongo.name, { useCache: true })) };
    expect(await sealLegacyHeProxies(models, sealer)).toBe(1);
    const doc = await raw().findOne({ name: 'legacy-start' });
    expect(sealer.open(doc!.proxyServer)).toBe('proxy.example.net:8080');
    expect(sealer.open(doc!.proxyUsername)).toBe('legacy-user');
    expect(await raw().findOne({ name: 'new-start' })).toEqual(untouched);
    expect(await sealLegacyHeProxies(models, sealer)).toBe(0);
  });
});
