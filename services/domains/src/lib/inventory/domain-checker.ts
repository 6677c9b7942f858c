// Runs the three checks of one domain (issue 29). Registrar-side values come from the last sync
// (domain.inventory); the DNS host is read now: Cloudflare's zone (found, name servers, A records) for
// a domain on Cloudflare; else the PowerDNS or Hurricane Electric zone the panel last applied its A
// records at (dns-host-of.ts: its name servers, its A records against those the panel set there, whether
// it exists); else the registrar's A records through ProviderRecords (changes/).
import { CLOUDFLARE_RPC } from '@dop/contracts/domains';
import type { Registrar } from '@dop/contracts/registrars';
import type { ChangeSetModel } from '../../models/change-set';
import type { DomainDoc } from '../../models/domain';
import type { ProviderRecords } from '../changes/provider-records';
import { NoResponderError, type RpcClient } from '../rpc-client';
import { check, nameserverCheck, recordCheck, zoneCheck, type Check } from './compare';
import { dnsHostOf, type ZoneHost } from './dns-host-of';

const ZONE_HOST_NAME = { powerdns: 'PowerDNS', 'hurricane-electric': 'Hurricane Electric' } as const;

export type CheckedDomain = Pick<
  DomainDoc,
  '_id' | 'name' | 'registrar' | 'accountId' | 'useCloudflare' | 'cloudflareEmail' | 'aRecords' | 'inventory' | 'health'
>;

const reasonOf = (err: unknown, service: string) =>
  err instanceof NoResponderError ? `the ${service} service is not running` : err instanceof Error ? err.message : String(err);

export class DomainChecker {
  /** `changes`: the change sets, to find a PowerDNS or HE zone host; without them only Cloudflare and the registrar are known. */
  constructor(
    private readonly rpc: RpcClient,
    private readonly records: ProviderRecords,
    private readonly changes: ChangeSetModel,
  ) {}

  /** `listed`: whether the account's last finished sync listed the domain (null: no sync to tell). */
  async check(domain: CheckedDomain, listed: boolean | null = null): Promise<Check[]> {
    const registrarNs = domain.inventory ? domain.inventory.nameservers : null;
    const panel = domain.aRecords ?? [];
    if (domain.useCloudflare) {
      let found: boolean | null = null;
      let zoneNs: string[] | null = null;
      let host: Array<{ name: string; content: string }> | null = null;
      let reason: string | undefined;
      try {
        const reply = await this.rpc.request(CLOUDFLARE_RPC.getARecords, { domain: domain.name, email: domain.cloudflareEmail ?? null });
        if (reply.ok) {
          found = Boolean(reply.found);
          zoneNs = found ? ((reply.nameservers as string[] | undefined) ?? null) : [];
          host = found ? (reply.records as Array<{ name: string; content: string }>) : null;
          if (!found) reason = 'the Cloudflare zone does not exist';
        } else reason = reply.error?.message ?? 'Cloudflare refused the read';
      } catch (err) {
        reason = reasonOf(err, 'Cloudflare');
      }
      return [
        nameserverCheck(registrarNs, { kind: 'cloudflare', zoneNs, reason }),
        recordCheck(panel, host, reason),
        zoneCheck('Cloudflare', found, reason),
      ];
    }
    const zoneHost = await dnsHostOf(this.changes, domain.name);
    if (zoneHost) return this.checkZone(domain.name, registrarNs, zoneHost);
    const registrar = (domain.inventory?.registrar ?? domain.registrar) as Registrar | null;
    const accountId = domain.inventory?.accountId ?? domain.accountId;
    if (!registrar || !accountId) {
      const reason = 'the domain has no registrar account';
      return [
        check('nameservers', 'unknown', reason, [], registrarNs),
        recordCheck(panel, null, reason),
        zoneCheck('registrar', null, reason),
      ];
    }
    const read = await this.records.read('registrar', { registrar, accountId }, domain.name, { background: true });
    const where = `${registrar} #${accountId}`;
    return [
      nameserverCheck(registrarNs, { kind: 'registrar', registrar }),
      recordCheck(panel, read.ok ? read.records : null, read.ok ? undefined : read.reason),
      // Not listed by the account's last sync: the registrar no longer holds it. Else its DNS answered: there.
      listed === false
        ? zoneCheck(where, false, `${domain.name} was not listed at ${where} at the last sync`)
        : read.ok
          ? zoneCheck(where, true)
          : zoneCheck(where, null, read.reason),
    ];
  }

  /** Against the PowerDNS or HE zone: its name servers, and the A records the panel last set there. */
  private async checkZone(name: string, registrarNs: string[] | null, host: ZoneHost): Promise<Check[]> {
    const who = ZONE_HOST_NAME[host.provider];
    const where = `${who} #${host.dnsAccountId}`;
    const read = await this.records.readZone(host.provider, { dnsAccountId: host.dnsAccountId }, name);
    if (!read.ok)
      return [
        nameserverCheck(registrarNs, { kind: 'zone', provider: who, zoneNs: null, reason: read.reason }),
        recordCheck(host.records, null, read.reason),
        zoneCheck(where, null, read.reason),
      ];
    if (!read.zoneExists) {
      const reason = `no zone for ${name} at ${where}`;
      return [
        nameserverCheck(registrarNs, { kind: 'zone', provider: who, zoneNs: [] }),
        recordCheck(host.records, null, reason),
        zoneCheck(where, false, reason),
      ];
    }
    // An older dns-providers answers no name servers; a zone with no apex NS has none to point at.
    const zoneNs = read.nameservers?.length ? read.nameservers : null;
    const nsReason =
      read.nameservers === null
        ? `the dns-providers service does not answer the ${who} zone's name servers`
        : `the ${who} zone has no NS records`;
    return [
      nameserverCheck(registrarNs, { kind: 'zone', provider: who, zoneNs, ...(zoneNs === null ? { reason: nsReason } : {}) }),
      recordCheck(host.records, read.records),
      zoneCheck(where, true),
    ];
  }
}
