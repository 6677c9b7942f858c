// The dns.he.net simulator's own behaviour beyond what the service drives: stateless posts (email and
// pass on every form), record and zone deletion, and the control routes the e2e suite uses.
import { buildHeDnsSim, HeDnsState } from '@dop/provider-sims';
import { errorText, isLoggedIn, recordRows, statusText, zoneIds } from '../../src/lib/he/html';

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
});
