// How a change set reads in the log (issue 30): who asked, what it touched and how it went, and the
// records of a step as the server's own messages write them ('@ → 192.0.2.1').
import type { ChangeStep, ChangeSummary } from '@dop/contracts/changes';
import { IN_PROGRESS } from './change-labels';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

export function whoText(c: Pick<ChangeSummary, 'createdBy'>): string {
  return c.createdBy.userName ?? c.createdBy.userId ?? 'the system';
}

/** '2 domains · 1 applied · 1 conflict'; failures and conflicts only when there are some. */
export function countsText({ counts }: Pick<ChangeSummary, 'counts'>): string {
  const parts = [plural(counts.domains, 'domain'), `${counts.applied} applied`];
  if (counts.failed) parts.push(`${counts.failed} failed`);
  if (counts.conflicts) parts.push(plural(counts.conflicts, 'conflict'));
  return parts.join(' · ');
}

/** The first few names the list carries, and how many more the set touched. */
export function domainsText(c: Pick<ChangeSummary, 'domains' | 'counts'>): string {
  const more = c.counts.domains - c.domains.length;
  return more > 0 ? `${c.domains.join(', ')} +${more} more` : c.domains.join(', ');
}

/**
 * One step's values as lines, for its kind: name servers one a line, the SSL mode, or A records as the
 * server's messages write them; "no zone" where a PowerDNS or HE zone did not exist (before a create).
 */
export function valuesText(values: ChangeStep['old'], kind: ChangeStep['kind'] = 'a-records'): string[] {
  if (!values) return ['(not read)'];
  if (values.zoneExists === false) return ['no zone'];
  if (kind === 'nameservers') return values.nameservers?.length ? values.nameservers : ["registrar's default name servers"];
  if (kind === 'ssl-mode') return [`SSL mode: ${values.sslMode ?? '(unknown)'}`];
  if (values.records.length === 0) return ['no A records'];
  return values.records.map((r) => `${r.name} → ${r.content}${r.ttl === undefined ? '' : ` (TTL ${r.ttl})`}`);
}

/** Why a whole set cannot be reverted now, or null when it can. */
export function revertBlocker(c: Pick<ChangeSummary, 'status' | 'counts'>): string | null {
  if (IN_PROGRESS.has(c.status)) return 'Still being applied';
  if (c.counts.applied === 0) return 'Nothing was applied';
  return null;
}

/** A step reverts on its own when it applied and what the provider held before was read. */
export const stepRevertible = (s: Pick<ChangeStep, 'status' | 'old'>) => s.status === 'applied' && s.old !== null;
