// The checks' decisions and the alerts they raise (issue 29), on plain values: Cloudflare, PowerDNS or
// Hurricane Electric zone and registrar name servers, A records, zones, badges, and alerts once per
// state change.
import { Types } from 'mongoose';
import { alertsFor, DEFAULT_ALERT_SETTINGS } from '../../src/lib/inventory/alerts';
import { alertLine, type AlertEvent } from '../../src/lib/inventory/alert-lines';
import { badges, nameserverCheck, recordCheck, zoneCheck } from '../../src/lib/inventory/compare';
import type { CheckedDomain } from '../../src/lib/inventory/domain-checker';

const CF = ['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com'];
const DAY = 24 * 3600_000;

describe('name servers', () => {
  it('match the Cloudflare zone in any order and case, and drift otherwise', () => {
    expect(nameserverCheck(['BOB.ns.cloudflare.com.', 'ada.ns.cloudflare.com'], { kind: 'cloudflare', zoneNs: CF }).state).toBe('ok');
    expect(nameserverCheck(['ns1.dnsowl.com', 'ns2.dnsowl.com'], { kind: 'cloudflare', zoneNs: CF })).toMatchObject({
      state: 'drift',
      expected: CF,
      actual: ['ns1.dnsowl.com', 'ns2.dnsowl.com'],
    });
    expect(nameserverCheck(CF, { kind: 'cloudflare', zoneNs: null, reason: 'Cloudflare away' })).toMatchObject({
      state: 'unknown',
      reason: 'Cloudflare away',
    });
  });

  it("accept the registrar's own hosts (Gandi's per-zone LiveDNS names too) and flag foreign ones", () => {
    expect(nameserverCheck(['ns-1-a.gandi.net', 'ns-2-b.gandi.net'], { kind: 'registrar', registrar: 'gandi' }).state).toBe('ok');
    expect(nameserverCheck(CF, { kind: 'registrar', registrar: 'namesilo' }).state).toBe('drift');
    expect(nameserverCheck(null, { kind: 'registrar', registrar: 'namesilo' })).toMatchObject({
      state: 'unknown',
      reason: 'not synced from a registrar yet',
    });
    expect(nameserverCheck([], { kind: 'registrar', registrar: 'namesilo' }).state).toBe('missing');
  });
});

describe('name servers of a PowerDNS or Hurricane Electric zone', () => {
  const HE = ['ns1.he.net', 'ns2.he.net', 'ns3.he.net', 'ns4.he.net', 'ns5.he.net'];
  const he = (zoneNs: string[] | null, reason?: string) => ({ kind: 'zone' as const, provider: 'Hurricane Electric', zoneNs, reason });

  it("match the zone's in any order and case; drift points at the zone's", () => {
    expect(nameserverCheck(['NS5.he.net.', ...HE.slice(0, 4)], he(HE))).toMatchObject({ state: 'ok', expected: HE });
    expect(nameserverCheck(['ns1.dnsowl.com', 'ns2.dnsowl.com'], he(HE))).toEqual({
      kind: 'nameservers',
      state: 'drift',
      reason: "the registrar's name servers are not the Hurricane Electric zone's",
      expected: HE,
      actual: ['ns1.dnsowl.com', 'ns2.dnsowl.com'],
    });
    const pdns = { kind: 'zone' as const, provider: 'PowerDNS', zoneNs: ['ns1.pz.test', 'ns2.pz.test'] };
    expect(nameserverCheck(HE, pdns)).toMatchObject({ state: 'drift', reason: "the registrar's name servers are not the PowerDNS zone's" });
  });

  it('are unknown when the zone could not be read or is not there, and missing when the registrar lists none', () => {
    expect(nameserverCheck(HE, he(null, 'dns.he.net timed out'))).toMatchObject({ state: 'unknown', reason: 'dns.he.net timed out' });
    expect(nameserverCheck(HE, he([]))).toMatchObject({ state: 'unknown', reason: 'the Hurricane Electric zone does not exist' });
    expect(nameserverCheck([], he(HE))).toMatchObject({ state: 'missing', expected: HE });
    expect(nameserverCheck(null, he(HE)).state).toBe('unknown');
  });
});

describe('records and zones', () => {
  it('compare A records by name and address', () => {
    const panel = [{ name: '@', content: '192.0.2.1' }];
    expect(recordCheck(panel, [{ name: '@', content: '192.0.2.1' }]).state).toBe('ok');
    expect(recordCheck(panel, [{ name: '@', content: '192.0.2.9' }])).toMatchObject({
      state: 'drift',
      expected: ['@ 192.0.2.1'],
      actual: ['@ 192.0.2.9'],
    });
    expect(recordCheck([], [{ name: '@', content: '192.0.2.9' }]).state).toBe('unknown');
    expect(recordCheck(panel, null, 'timeout')).toMatchObject({ state: 'unknown', reason: 'timeout' });
  });

  it('say a zone is there, missing or unknown', () => {
    expect(zoneCheck('Cloudflare', true).state).toBe('ok');
    expect(zoneCheck('Cloudflare', false)).toMatchObject({ state: 'missing', reason: 'no zone at Cloudflare' });
    expect(zoneCheck('Cloudflare', null).state).toBe('unknown');
  });
});

describe('badges and alerts', () => {
  const now = Date.UTC(2026, 10, 1);
  const domain = (expiresInDays: number, alerted?: Record<string, string>): CheckedDomain => ({
    _id: new Types.ObjectId(),
    name: 'example.com',
    registrar: 'porkbun',
    accountId: 1,
    useCloudflare: false,
    cloudflareEmail: null,
    aRecords: [],
    inventory: {
      registrar: 'porkbun',
      accountId: 1,
      expiresAt: new Date(now + expiresInDays * DAY),
      autoRenew: false,
      locked: true,
      nameservers: [],
      lastSyncedAt: new Date(now),
    },
    health: alerted ? { checks: [], badges: [], checkedAt: new Date(now), alerted } : null,
  });

  it('badge expiry, auto-renew and each drift', () => {
    const checks = [
      nameserverCheck(CF, { kind: 'registrar', registrar: 'porkbun' }),
      recordCheck([{ name: '@', content: '1.1.1.1' }], []),
      zoneCheck('x', false),
    ];
    expect(badges(domain(5).inventory, checks, 30, now)).toEqual([
      'expiring',
      'auto-renew-off',
      'ns-drift',
      'record-drift',
      'zone-missing',
    ]);
    expect(badges(domain(-1).inventory, [], 30, now)).toEqual(['expired', 'auto-renew-off']);
  });

  const DAYS = DEFAULT_ALERT_SETTINGS.days;
  /** The admins' line for a staged alert event, as the alert consumer makes it. */
  const lineOf = (e: { subject: string; json: string }) => alertLine({ subject: e.subject, event: JSON.parse(e.json) } as AlertEvent).line;

  it('alert at each threshold once, then on expiry', () => {
    const at20 = alertsFor(domain(20), [], DAYS, now);
    expect(at20.alerted.expiry).toBe('30');
    expect(at20.events.map((e) => e.subject)).toEqual(['inventory.domain.expiring']);
    expect(alertsFor(domain(19, at20.alerted), [], DAYS, now).events).toEqual([]);
    expect(alertsFor(domain(13, at20.alerted), [], DAYS, now).alerted.expiry).toBe('14');
    expect(lineOf(alertsFor(domain(0, { expiry: '1' }), [], DAYS, now).events[0])).toContain('has expired, auto-renew is off');
    // Renewed: out of every threshold, nothing to say, and the next approach alerts again.
    expect(alertsFor(domain(300, { expiry: '1' }), [], DAYS, now).alerted.expiry).toBeUndefined();
  });

  it('alert drift once, stay quiet on unknown, and tell recovery', () => {
    const drift = recordCheck([{ name: '@', content: '1.1.1.1' }], []);
    const first = alertsFor(domain(300), [drift], [30], now);
    expect(first.events.map((e) => e.subject)).toEqual(['inventory.domain.drifted']);
    expect(lineOf(first.events[0])).toMatch(/^⚠️ example\.com: records drift/);
    const unknown = alertsFor(domain(300, first.alerted), [recordCheck([], null)], DAYS, now);
    expect(unknown.events).toEqual([]);
    const back = alertsFor(
      domain(300, first.alerted),
      [recordCheck([{ name: '@', content: '1.1.1.1' }], [{ name: '@', content: '1.1.1.1' }])],
      DAYS,
      now,
    );
    expect(back.events.map((e) => e.subject)).toEqual(['inventory.domain.recovered']);
    expect(lineOf(back.events[0])).toBe('✅ example.com: records ok again');
  });
});
