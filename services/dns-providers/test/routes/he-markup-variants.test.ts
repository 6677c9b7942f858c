// The whole Hurricane Electric automation (POST /api/hurricane-electric/update-dns) against the
// dns.he.net simulator printing each markup variant (provider-sims he-dns/markup.ts): one test per
// variant, each doing everything that reads a page — login and its failure, zone ids, adding a zone
// past the "not delegated" notice, the account value, record rows updated in place, an extra A record
// removed, a DDNS record kept dynamic, the zone count.
import { HE_MARKUP_VARIANTS, startHeDnsSim, type HeMarkupVariant, type RunningHeDnsSim } from '@dop/provider-sims';
import { startService, type Harness } from '../service';

let h: Harness;
let sim: RunningHeDnsSim;

beforeAll(async () => {
  sim = await startHeDnsSim();
  h = await startService(sim.env, { changes: true });
});
afterAll(async () => {
  await h?.stop();
  await sim?.stop();
});
beforeEach(async () => {
  await h.t.app.mongo.collection('he_accounts').deleteMany({});
  sim.state.reset();
});

async function account(email: string, password: string): Promise<string> {
  const res = await h.call('POST', '/api/accounts/hurricane-electric', { name: `HE ${email}`, email, password });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

const IP = '203.0.113.10';
const update = async (accountId: string, domains: string[]) =>
  (await h.call('POST', '/api/hurricane-electric/update-dns', { domains, ipAddress: IP, ttl: 3600, accountId })).json().results;

/** Updates an existing zone (old apex A, a second apex A, a DDNS www A) and a new one; checks the site. */
async function runsThrough(markup: HeMarkupVariant[]): Promise<void> {
  sim.state.markup = markup;
  const seeded = sim.state.addAccount('ops@example.com', 'right-pass', { zones: ['kept.test'] });
  const zone = seeded.zones[0];
  const apex = { id: sim.state.nextId(), name: 'kept.test', type: 'A', ttl: 300, content: '192.0.2.1' };
  const stale = { id: sim.state.nextId(), name: 'kept.test', type: 'A', ttl: 300, content: '192.0.2.9' };
  const www = { id: sim.state.nextId(), name: 'www.kept.test', type: 'A', ttl: 300, content: '192.0.2.2', dynamic: true };
  zone.records.push(apex, stale, www);
  const id = await account('ops@example.com', 'right-pass');

  expect(await update(id, ['kept.test', 'new.test'])).toEqual([
    { domain: 'kept.test', success: true, message: `A records kept.test, www.kept.test → ${IP} (TTL 3600)`, timestamp: expect.any(String) },
    { domain: 'new.test', success: true, message: expect.stringMatching(/^zone added; /), timestamp: expect.any(String) },
  ]);
  // In place: same record ids, the second apex record gone, DDNS still on for www.
  expect(zone.records.filter((r) => r.type === 'A').map((r) => [r.id, r.name, r.content, r.ttl, r.dynamic ?? false])).toEqual([
    [apex.id, 'kept.test', IP, 3600, false],
    [www.id, 'www.kept.test', IP, 3600, true],
  ]);
  const added = seeded.zones.find((z) => z.name === 'new.test')!;
  expect(added.records.filter((r) => r.type === 'A').map((r) => [r.name, r.content])).toEqual([
    ['new.test', IP],
    ['www.new.test', IP],
  ]);
  expect(sim.state.posts.filter((p) => p.action === 'add_zone').map((p) => p.add_domain)).toEqual(['new.test']);
  expect(sim.state.posts.filter((p) => p.hosted_dns_editrecord).every((p) => p.account === seeded.hash)).toBe(true);
  const [listed] = (await h.call('GET', '/api/accounts/hurricane-electric')).json();
  expect(listed.domainsUsed).toBe(2);

  sim.state.addAccount('locked@example.com', 'right-pass');
  const wrong = await account('locked@example.com', 'wrong-pass');
  expect(await update(wrong, ['other.test'])).toMatchObject([{ domain: 'other.test', success: false, message: 'Login failed: Incorrect' }]);
}

describe('HE automation against every markup variant of the simulator', () => {
  it.each(Object.keys(HE_MARKUP_VARIANTS) as HeMarkupVariant[])('%s', async (variant) => {
    await runsThrough([variant]);
  });

  it('all spelling variants at once', async () => {
    await runsThrough(['reordered-attributes', 'extra-classes', 'whitespace', 'uppercase', 'omitted-end-tags', 'entities', 'cut-content']);
  });

  it('fails every domain of a two-factor account, naming the token form', async () => {
    sim.state.addAccount('tfa@example.com', 'right-pass', { zones: ['t.test'], twoFactorCode: '246810' });
    const id = await account('tfa@example.com', 'right-pass');
    expect(await update(id, ['t.test'])).toMatchObject([
      {
        domain: 't.test',
        success: false,
        message: 'Login failed: dns.he.net asks for a two-factor token (turn 2FA off for this account)',
      },
    ]);
    expect(sim.state.posts.some((p) => p.hosted_dns_editrecord)).toBe(false);
  });
});
