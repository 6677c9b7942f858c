// Reads what a domain holds at its provider now, through the provider services: A records at the
// registrar (registrars.rpc.get-a-records), Cloudflare (cloudflare.rpc.get-a-records), PowerDNS or
// Hurricane Electric (dns-providers.rpc.zone-read, with the zone's own name servers for the inventory
// check), a Cloudflare zone's SSL mode and the registrar's name servers. These are a step's old
// values, read just before it applies, and the current values a revert compares with what the change
// set had set.
import type { ChangeKind, ChangeProvider, ChangeValues, StepTarget } from '@dop/contracts/changes';
import { STEP_RPC } from '@dop/contracts/changes';
import { CLOUDFLARE_RPC } from '@dop/contracts/domains';
import { REGISTRARS_RPC } from '@dop/contracts/registrars';
import type { ChangeRecord } from '../../models/change-set';
import { NoResponderError, type RpcClient, type RpcReply } from '../rpc-client';
import { cleanValues } from './step-values';

export type ReadResult = { ok: true; records: ChangeRecord[] } | { ok: false; reason: string };
export type ValuesRead = { ok: true; values: ChangeValues } | { ok: false; reason: string };
/** `nameservers` null: a dns-providers service that does not answer them yet. */
export type ZoneRead =
  { ok: true; records: ChangeRecord[]; zoneExists: boolean; nameservers: string[] | null } | { ok: false; reason: string };

const SERVICE: Record<ChangeProvider, string> = {
  registrar: 'registrars',
  cloudflare: 'Cloudflare',
  powerdns: 'dns-providers',
  'hurricane-electric': 'dns-providers',
};

const refused = (reply: RpcReply, who: string) => reply.error?.message ?? `${who} refused the read`;

export class ProviderRecords {
  constructor(private readonly rpc: RpcClient) {}

  /** The A records of the domain at its DNS host. */
  /** `background`: a read nobody waits for (an inventory check) queues behind people's calls at the registrar. */
  async read(provider: ChangeProvider, target: StepTarget, domain: string, opts: { background?: boolean } = {}): Promise<ReadResult> {
    const read = await this.readValues('a-records', provider, target, domain, opts);
    return read.ok ? { ok: true, records: read.values.records } : read;
  }

  /** The values a step of this kind changes, as the provider holds them now. */
  async readValues(
    kind: ChangeKind,
    provider: ChangeProvider,
    target: StepTarget,
    domain: string,
    opts: { background?: boolean } = {},
  ): Promise<ValuesRead> {
    try {
      return await this.ask(kind, provider, target, domain, opts.background === true);
    } catch (err) {
      if (err instanceof NoResponderError) return { ok: false, reason: `the ${SERVICE[provider]} service is not running` };
      return { ok: false, reason: err instanceof Error ? err.message : String(err) };
    }
  }

  private async ask(
    kind: ChangeKind,
    provider: ChangeProvider,
    target: StepTarget,
    domain: string,
    background: boolean,
  ): Promise<ValuesRead> {
    const ok = (values: ChangeValues): ValuesRead => ({ ok: true, values: cleanValues(values) });
    if (provider === 'cloudflare' && kind === 'ssl-mode') {
      const reply = await this.rpc.request(STEP_RPC.cloudflareGetSslMode, { provider, domain, target });
      return reply.ok ? ok({ records: [], sslMode: String(reply.sslMode) }) : { ok: false, reason: refused(reply, 'Cloudflare') };
    }
    if (kind === 'nameservers') {
      if (provider !== 'registrar' || !target.registrar || !target.accountId)
        return { ok: false, reason: `${domain}: name servers are read at a registrar account` };
      const reply = await this.rpc.request(REGISTRARS_RPC.getNameservers, {
        registrar: target.registrar,
        accountId: target.accountId,
        domain,
      });
      return reply.ok
        ? ok({ records: [], nameservers: reply.nameservers as string[] })
        : { ok: false, reason: refused(reply, 'the registrar') };
    }
    if (kind !== 'a-records') return { ok: false, reason: `${kind} is not read at ${provider}` };
    if (provider === 'cloudflare') {
      const reply = await this.rpc.request(CLOUDFLARE_RPC.getARecords, { domain, email: target.cloudflareEmail ?? null });
      return reply.ok ? ok({ records: reply.records as ChangeRecord[] }) : { ok: false, reason: refused(reply, 'Cloudflare') };
    }
    if (provider === 'registrar') {
      if (!target.registrar || !target.accountId) return { ok: false, reason: `${domain} has no registrar account` };
      const reply = await this.rpc.request(REGISTRARS_RPC.getARecords, {
        registrar: target.registrar,
        accountId: target.accountId,
        domain,
        ...(background ? { background } : {}),
      });
      return reply.ok ? ok({ records: reply.records as ChangeRecord[] }) : { ok: false, reason: refused(reply, 'the registrar') };
    }
    // A step's values are the kind's own: the zone's name servers (readZone) stay out of them.
    const zone = await this.askZone(provider, target, domain);
    return zone.ok ? ok({ records: zone.records, zoneExists: zone.zoneExists }) : zone;
  }

  /** A PowerDNS or Hurricane Electric zone as it is now: its A records, whether it exists, its apex name servers. */
  async readZone(provider: 'powerdns' | 'hurricane-electric', target: StepTarget, domain: string): Promise<ZoneRead> {
    try {
      return await this.askZone(provider, target, domain);
    } catch (err) {
      if (err instanceof NoResponderError) return { ok: false, reason: `the ${SERVICE[provider]} service is not running` };
      return { ok: false, reason: err instanceof Error ? err.message : String(err) };
    }
  }

  private async askZone(provider: ChangeProvider, target: StepTarget, domain: string): Promise<ZoneRead> {
    const reply = await this.rpc.request(STEP_RPC.zoneRead, { provider, domain, target });
    if (!reply.ok) return { ok: false, reason: refused(reply, provider === 'powerdns' ? 'PowerDNS' : 'Hurricane Electric') };
    return {
      ok: true,
      records: cleanValues({ records: reply.records as ChangeRecord[] }).records,
      zoneExists: Boolean(reply.zoneExists),
      nameservers: (reply.nameservers as string[] | undefined) ?? null,
    };
  }
}

export { sameRecords } from './step-values';
