// The dns.he.net simulator's own behaviour beyond what the service drives: stateless posts (email and
// pass on every form), record and zone deletion, two-factor logins, the DDNS flag, and the control
// routes the e2e suite uses (accounts, markup variants).
import { buildHeDnsSim, HeDnsState, startHeDnsSim, TOKEN_INVALID, TOKEN_MISSING, TOKEN_REUSED } from '@dop/provider-sims';
import { asksForToken, errorText, isLoggedIn, recordRows, statusText, zoneIds } from '../../src/lib/he/html';

const state = new HeDnsState();
const sim = buildHeDnsSim(state);
afterAll(() => sim.close());
beforeEach(() => state.reset());

const post = (form: Record<string, string>, cookie?: string) =>
  sim.inject({
    method: 'POST',
    url: '/',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    payload: new URLSearchParams(form).toString(),
  });

describe('dns.he.net simulator', () => {
  it('accepts stateless posts: credentials on every form, no session needed', async () => {
    state.addAccount('ops@example.com', 'pw');
    const added = await post({
      email: 'ops@example.com',
      pass: 'pw',
      action: 'add_zone',
      add_domain: 'Stateless.test',
      submit: 'Add Domain!',
    });
    expect(errorText(added.body)).toBe('This zone does not appear to be properly delegated to our nameservers.');
    expect([...zoneIds(added.body).keys()]).toEqual(['stateless.test']);
    const anonymous = await sim.inject({ method: 'GET', url: '/' });
    expect(isLoggedIn(anonymous.body)).toBe(false);
  });

  it('adds, refuses and deletes records; deletes a zone with the account value', async () => {
    const account = state.addAccount('ops@example.com', 'pw', { zones: ['z.test'] });
    const zoneId = String(account.zones[0].id);
    const login = await post({ email: 'ops@example.com', pass: 'pw', submit: 'Login!' });
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    const record = {
      menu: 'edit_zone',
      hosted_dns_zoneid: zoneId,
      hosted_dns_recordid: '',
      hosted_dns_editzone: '1',
      Type: 'A',
      Name: 'z.test',
      Content: '192.0.2.1',
      TTL: '300',
      hosted_dns_editrecord: 'Submit',
    };
    const added = await post(record, cookie);
    expect(statusText(added.body)).toBe('Successfully added new record.');
    const [row] = recordRows(added.body);
    expect(row).toMatchObject({ name: 'z.test', type: 'A', ttl: 300, content: '192.0.2.1' });
    expect(errorText((await post({ ...record, TTL: '600' }, cookie)).body)).toBe('Invalid TTL value.');
    expect(errorText((await post({ ...record, Name: 'other.test' }, cookie)).body)).toBe('Name is out of zone z.test.');
    const removed = await post(
      {
        menu: 'edit_zone',
        hosted_dns_zoneid: zoneId,
        hosted_dns_recordid: row.id,
        hosted_dns_editzone: '1',
        hosted_dns_delrecord: '1',
        hosted_dns_delconfirm: 'delete',
      },
      cookie,
    );
    expect(statusText(removed.body)).toBe('Successfully removed record.');
    expect(recordRows(removed.body)).toEqual([]);
    const gone = await post({ account: account.hash, delete_id: zoneId, remove_domain: '1' }, cookie);
    expect(zoneIds(gone.body).size).toBe(0);
    const loggedOut = await sim.inject({ method: 'GET', url: '/?action=logout', headers: { cookie } });
    expect(isLoggedIn(loggedOut.body)).toBe(false);
  });

  it('is seeded and read through its control routes', async () => {
    const seeded = await sim.inject({
      method: 'POST',
      url: '/__sim/he/accounts',
      payload: { email: 'c@example.com', password: 'x', zoneLimit: 3, zones: ['a.test'] },
    });
    expect(seeded.json()).toEqual({ email: 'c@example.com', zoneLimit: 3, zones: ['a.test'] });
    const read = await sim.inject({ method: 'GET', url: '/__sim/he/accounts/c@example.com' });
    expect(read.json().zones[0]).toMatchObject({
      name: 'a.test',
      records: expect.arrayContaining([expect.objectContaining({ type: 'NS', content: 'ns1.he.net' })]),
    });
    expect((await sim.inject({ method: 'GET', url: '/__sim/he/accounts/nobody' })).statusCode).toBe(404);
  });

  it('asks a two-factor account for its token after the password, and refuses a missing, wrong or reused one', async () => {
    state.addAccount('tfa@example.com', 'pw', { zones: ['t.test'], twoFactorCode: '123456' });
    const login = await post({ email: 'tfa@example.com', pass: 'pw', submit: 'Login!' });
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    expect([isLoggedIn(login.body), asksForToken(login.body)]).toEqual([false, true]);
    expect(errorText((await post({ tfacode: '', submit: 'Submit' }, cookie)).body)).toBe(TOKEN_MISSING);
    expect(errorText((await post({ tfacode: '654321', submit: 'Submit' }, cookie)).body)).toBe(TOKEN_INVALID);
    const main = await post({ tfacode: '123456', submit: 'Submit' }, cookie);
    expect([...zoneIds(main.body).keys()]).toEqual(['t.test']);
    // Stateless posts stop at the token form; the same token a second time is refused.
    const stateless = await post({ email: 'tfa@example.com', pass: 'pw', action: 'add_zone', add_domain: 'u.test' });
    expect(asksForToken(stateless.body)).toBe(true);
    const again = String(stateless.headers['set-cookie']).split(';')[0];
    expect(errorText((await post({ tfacode: '123456', submit: 'Submit' }, again)).body)).toBe(TOKEN_REUSED);
    expect(state.posts.some((p) => 'tfacode' in p || 'pass' in p)).toBe(false);
  });

  it('keeps the DDNS flag a record form sends, and clears it when an update leaves it out', async () => {
    const account = state.addAccount('ops@example.com', 'pw', { zones: ['d.test'] });
    const zoneId = String(account.zones[0].id);
    const form = {
      email: 'ops@example.com',
      pass: 'pw',
      menu: 'edit_zone',
      hosted_dns_zoneid: zoneId,
      hosted_dns_editzone: '1',
      Type: 'A',
      Name: 'd.test',
      Content: '192.0.2.1',
      TTL: '300',
    };
    const added = await post({ ...form, hosted_dns_recordid: '', dynamic: '1', hosted_dns_editrecord: 'Submit' });
    const [row] = recordRows(added.body);
    expect(row.dynamic).toBe(true);
    const updated = await post({ ...form, hosted_dns_recordid: row.id, hosted_dns_editrecord: 'Update' });
    expect(recordRows(updated.body)).toEqual([{ ...row, dynamic: false }]);
  });

  it('switches its markup variants through the control route and refuses unknown names', async () => {
    const known = await sim.inject({ method: 'GET', url: '/__sim/he/markup' });
    expect(known.json()).toMatchObject({ variants: [], known: expect.objectContaining({ 'extra-classes': expect.any(String) }) });
    const set = await sim.inject({
      method: 'POST',
      url: '/__sim/he/markup',
      payload: { variants: ['reordered-attributes', 'extra-classes'] },
    });
    expect(set.json()).toEqual({ variants: ['reordered-attributes', 'extra-classes'] });
    state.addAccount('ops@example.com', 'pw', { zones: ['m.test'] });
    const page = await post({ email: 'ops@example.com', pass: 'pw', submit: 'Login!' });
    expect(page.body).toContain('<table id="domains_table">');
    expect(page.body).toMatch(/<img onclick="[^"]*" value="\d+" name="m\.test"/);
    const bad = await sim.inject({ method: 'POST', url: '/__sim/he/markup', payload: { variants: ['sideways'] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('Unknown HE simulator markup sideways');
    state.reset();
    expect(state.markup).toEqual([]);
  });

  it('takes its initial markup from HE_SIM_MARKUP (a comma list), kept across reset()', async () => {
    const before = process.env.HE_SIM_MARKUP;
    process.env.HE_SIM_MARKUP = ' unquoted, entities ';
    try {
      const running = await startHeDnsSim();
      running.state.reset();
      expect(running.state.markup).toEqual(['unquoted', 'entities']);
      await running.stop();
    } finally {
      if (before === undefined) delete process.env.HE_SIM_MARKUP;
      else process.env.HE_SIM_MARKUP = before;
    }
    expect(() => new HeDnsState({ markup: 'unquoted,nope' })).toThrow('Unknown HE simulator markup nope');
  });
});
