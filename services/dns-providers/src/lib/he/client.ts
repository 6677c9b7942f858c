// The dns.he.net steps automation takes (providers/he-dns.md): log in, list zones, add a zone, read a
// zone's records, add or update an A record. Failures carry the site's own dns_err text.
import {
  accountHash,
  asksForToken,
  errorText,
  isLoggedIn,
  readPage,
  recordRows,
  statusText,
  zoneIds,
  type HePage,
  type HeRecordRow,
} from './html';
import type { HeSession } from './session';

export class HeRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HeRefusal';
  }
}

/** Shown after adding a zone that is not delegated yet: informational, the zone exists. */
const INFORMATIONAL = /not appear to be properly delegated/i;

/** TTLs the record form offers; spec 2's 600 is not among them, so it becomes the next one up. */
export const HE_FORM_TTLS = [300, 900, 1800, 3600, 7200, 14400, 28800, 43200, 86400, 172800];
export const formTtl = (ttl: number) => HE_FORM_TTLS.find((t) => t >= ttl) ?? HE_FORM_TTLS[HE_FORM_TTLS.length - 1];

export class HeClient {
  /** The last main page seen, parsed once: zone ids and the account value are read from it. */
  private mainPage: HePage = readPage('');

  constructor(private readonly session: HeSession) {}

  /** Session-style login: GET for the cookie, then post the credentials. */
  async login(email: string, password: string): Promise<void> {
    await this.session.get();
    const page = readPage(await this.session.post({ email, pass: password, submit: 'Login!' }));
    if (!isLoggedIn(page)) {
      // A 2FA account answers a correct password with the token form: no TOTP secret is stored here.
      const token = asksForToken(page) ? 'dns.he.net asks for a two-factor token (turn 2FA off for this account)' : null;
      throw new HeRefusal(`Login failed: ${errorText(page) ?? token ?? 'no logout marker on the answer page'}`);
    }
    this.mainPage = page;
  }

  async logout(): Promise<void> {
    await this.session.get({ action: 'logout' });
  }

  /** Zone name → id, from the last main page seen (refreshed with reload()). */
  zones(): Map<string, string> {
    return zoneIds(this.mainPage);
  }

  async reload(): Promise<Map<string, string>> {
    this.mainPage = readPage(await this.session.get());
    if (!isLoggedIn(this.mainPage)) throw new HeRefusal('Session ended: dns.he.net shows the login page');
    return this.zones();
  }

  /** Adds the zone and confirms it is listed; returns its id. */
  async addZone(name: string): Promise<string> {
    const err = errorText(await this.session.post({ action: 'add_zone', retmain: '0', add_domain: name, submit: 'Add Domain!' }));
    if (err && !INFORMATIONAL.test(err)) throw new HeRefusal(err);
    const id = (await this.reload()).get(name);
    if (!id) throw new HeRefusal(err ?? `Zone ${name} was not added (not in the zone list afterwards)`);
    return id;
  }

  /** Removes the zone (providers/he-dns.md "Delete a zone") and confirms it is gone from the list. */
  async deleteZone(name: string, zoneId: string): Promise<void> {
    const err = errorText(await this.session.post({ account: accountHash(this.mainPage) ?? '', delete_id: zoneId, remove_domain: '1' }));
    if ((await this.reload()).has(name)) throw new HeRefusal(err ?? `Zone ${name} was not removed (still in the zone list)`);
  }

  /** The zone's editable rows; with `locked` its SOA and NS rows too. */
  async records(zoneId: string, opts: { locked?: boolean } = {}): Promise<HeRecordRow[]> {
    const html = await this.session.get({ hosted_dns_zoneid: zoneId, menu: 'edit_zone', hosted_dns_editzone: '' });
    return recordRows(html, opts);
  }

  /** Removes one record; the site confirms with 'Successfully removed record.'. */
  async deleteRecord(zoneId: string, record: HeRecordRow): Promise<void> {
    const page = readPage(
      await this.session.post({
        menu: 'edit_zone',
        hosted_dns_zoneid: zoneId,
        hosted_dns_recordid: record.id,
        hosted_dns_editzone: '1',
        hosted_dns_delrecord: '1',
        hosted_dns_delconfirm: 'delete',
      }),
    );
    const err = errorText(page);
    if (err || recordRows(page).some((r) => r.id === record.id)) {
      throw new HeRefusal(`${record.name}: could not remove the old A record ${record.content}${err ? `: ${err}` : ''}`);
    }
  }

  /** Adds the A record, or updates `existing` in place; answers the site's status text. */
  async setA(zoneId: string, name: string, ip: string, ttl: number, existing?: HeRecordRow): Promise<string> {
    const page = readPage(
      await this.session.post({
        account: accountHash(this.mainPage) ?? '',
        menu: 'edit_zone',
        hosted_dns_zoneid: zoneId,
        hosted_dns_recordid: existing?.id ?? '',
        hosted_dns_editzone: '1',
        Type: 'A',
        Name: name,
        Content: ip,
        TTL: String(ttl),
        Priority: '',
        // The form's DDNS checkbox: left out it is unchecked, and an update would switch DDNS off.
        ...(existing?.dynamic ? { dynamic: '1' } : {}),
        hosted_dns_editrecord: existing ? 'Update' : 'Submit',
      }),
    );
    const err = errorText(page);
    if (err) throw new HeRefusal(`${name}: ${err}`);
    const row = recordRows(page).find((r) => r.name === name && r.type === 'A' && r.content === ip);
    if (!row) throw new HeRefusal(`${name}: the record is not on the zone page after saving`);
    return statusText(page) ?? 'saved';
  }
}
