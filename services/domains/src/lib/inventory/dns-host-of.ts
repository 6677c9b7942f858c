// Which zone host the panel believes a domain's A records live at (issue 29), from the change sets
// (issue 30): the newest applied A-records step of the domain. A step at PowerDNS or Hurricane Electric
// means the zone there (its account in target.dnsAccountId); a step whose new values say the zone does
// not exist (a revert of the update that created it) means no zone there, and so does a newest step at
// the registrar or Cloudflare. Cloudflare (domain.useCloudflare) is decided before this is asked.
import type { ChangeSetDoc, ChangeSetModel, ChangeStepDoc } from '../../models/change-set';

export type ZoneProvider = 'powerdns' | 'hurricane-electric';

export interface ZoneHost {
  provider: ZoneProvider;
  dnsAccountId: string;
  /** The A records that step set: what the panel last applied at the zone. */
  records: Array<{ name: string; content: string; ttl?: number }>;
}

/** Sets read per domain: a set held for approval may apply after a newer one, so the step's appliedAt decides. */
const RECENT_SETS = 10;

const isARecords = (s: ChangeStepDoc) => (s.kind ?? 'a-records') === 'a-records';
const isZoneProvider = (p: string): p is ZoneProvider => p === 'powerdns' || p === 'hurricane-electric';
const time = (d: Date | null | undefined) => (d ? new Date(d).getTime() : 0);

/** The PowerDNS or Hurricane Electric zone the panel last applied the domain's A records at; null for none. */
export async function dnsHostOf(changes: ChangeSetModel, domain: string): Promise<ZoneHost | null> {
  const name = domain.toLowerCase();
  const sets = await changes
    .find({ steps: { $elemMatch: { domain: name, status: 'applied' } } }, { steps: 1, createdAt: 1 })
    .sort({ createdAt: -1 })
    .limit(RECENT_SETS)
    .lean<Array<Pick<ChangeSetDoc, '_id' | 'steps' | 'createdAt'>>>();
  let newest: ChangeStepDoc | null = null;
  for (const set of sets) {
    for (const step of set.steps) {
      if (step.domain !== name || step.status !== 'applied' || !isARecords(step)) continue;
      if (!newest || time(step.appliedAt) > time(newest.appliedAt)) newest = step;
    }
  }
  if (!newest || !isZoneProvider(newest.provider) || !newest.target?.dnsAccountId) return null;
  if (newest.new.zoneExists === false) return null;
  return {
    provider: newest.provider,
    dnsAccountId: String(newest.target.dnsAccountId),
    records: (newest.new.records ?? []).map((r) => ({ name: r.name, content: r.content, ...(r.ttl ? { ttl: r.ttl } : {}) })),
  };
}
