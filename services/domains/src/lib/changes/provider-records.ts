// Reads a domain's A records at its DNS host now, through the provider services (registrars.rpc and
// cloudflare.rpc get-a-records): the old values of a change set's step, read just before it applies,
// and the current values a revert compares with what the change set had set.
import { CLOUDFLARE_RPC } from '@dop/contracts/domains';
import { REGISTRARS_RPC } from '@dop/contracts/registrars';
import type { ChangeProvider } from '@dop/contracts/changes';
import type { ChangeRecord, StepTarget } from '../../models/change-set';
import { NoResponderError, type RpcClient } from '../rpc-client';

export type ReadResult = { ok: true; records: ChangeRecord[] } | { ok: false; reason: string };

export class ProviderRecords {
  constructor(private readonly rpc: RpcClient) {}

  async read(provider: ChangeProvider, target: StepTarget, domain: string): Promise<ReadResult> {
    try {
      if (provider === 'cloudflare') {
        const reply = await this.rpc.request(CLOUDFLARE_RPC.getARecords, { domain, email: target.cloudflareEmail ?? null });
        if (!reply.ok) return { ok: false, reason: reply.error?.message ?? 'Cloudflare refused the read' };
        return { ok: true, records: (reply.records as ChangeRecord[]).map(({ name, content }) => ({ name, content })) };
      }
      if (provider === 'registrar') {
        if (!target.registrar || !target.accountId) return { ok: false, reason: `${domain} has no registrar account` };
        const reply = await this.rpc.request(REGISTRARS_RPC.getARecords, {
          registrar: target.registrar,
          accountId: target.accountId,
          domain,
        });
        if (!reply.ok) return { ok: false, reason: reply.error?.message ?? 'the registrar refused the read' };
        return { ok: true, records: (reply.records as ChangeRecord[]).map(({ name, content, ttl }) => ({ name, content, ttl })) };
      }
      return { ok: false, reason: `reading ${provider} is not supported yet` };
    } catch (err) {
      if (err instanceof NoResponderError)
        return { ok: false, reason: `the ${provider === 'cloudflare' ? 'Cloudflare' : 'registrars'} service is not running` };
      return { ok: false, reason: err instanceof Error ? err.message : String(err) };
    }
  }
}

/** Two sets of A records hold the same addresses under the same names (order and TTL aside). */
export function sameRecords(a: ChangeRecord[], b: ChangeRecord[]): boolean {
  const key = (rs: ChangeRecord[]) =>
    rs
      .map((r) => `${r.name.toLowerCase()}=${r.content}`)
      .sort()
      .join(',');
  return key(a) === key(b);
}
