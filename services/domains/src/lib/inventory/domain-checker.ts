// Runs the three checks of one domain (issue 29). Registrar-side values come from the last sync
// (domain.inventory); the DNS host is read now: Cloudflare's zone (found, name servers, A records) for
// a domain on Cloudflare, else the registrar's A records through ProviderRecords (changes/).
import { CLOUDFLARE_RPC } from '@dop/contracts/domains';
import type { Registrar } from '@dop/contracts/registrars';
import type { DomainDoc } from '../../models/domain';
import type { ProviderRecords } from '../changes/provider-records';
import { NoResponderError, type RpcClient } from '../rpc-client';
import { check, nameserverCheck, recordCheck, zoneCheck, type Check } from './compare';

export type CheckedDomain = Pick<
  DomainDoc,
  '_id' | 'name' | 'registrar' | 'accountId' | 'useCloudflare' | 'cloudflareEmail' | 'aRecords' | 'inventory' | 'health'
>;

const reasonOf = (err: unknown, service: string) =>
  err instanceof NoResponderError ? `the ${service} service is not running` : err instanceof Error ? err.message : String(err);

export class DomainChecker {
  constructor(
    private readonly rpc: RpcClient,
    private readonly records: ProviderRecords,
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
}
