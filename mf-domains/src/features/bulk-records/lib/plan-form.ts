// The "Change A records" form (issue 30): domains one per line, an IP address and the record names it
// goes under, checked here with the contract's own rules so a mistake is named before anything is sent.
import type { PlanRecordsBody } from '@dop/contracts/changes';
import { ARecordName, isIpv4 } from '@dop/contracts/common';
import { DEFAULT_TTL } from '../../dns-records/lib/default-ip';

export interface PlanForm {
  domains: string;
  ipAddress: string;
  /** Record names separated by spaces or commas; '@ www' like the DNS dialog's first rows. */
  names: string;
}

export const DEFAULT_NAMES = '@ www';

export const emptyPlanForm = (domains: string[] = []): PlanForm => ({ domains: domains.join('\n'), ipAddress: '', names: DEFAULT_NAMES });

/** Trimmed, lower-cased, blank lines dropped and repeats removed (the service plans each domain once). */
export function domainLines(text: string): string[] {
  const names = text
    .split(/\r?\n/)
    .map((l) => l.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(names)];
}

export function recordNames(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).filter(Boolean))];
}

/** The first problem with the form, in the words the service would use, or null when it can be planned. */
export function planFormProblem(form: PlanForm): string | null {
  if (domainLines(form.domains).length === 0) return 'Please enter at least one domain name';
  const ip = form.ipAddress.trim();
  if (!ip) return 'Please enter an IP address for the A records';
  if (!isIpv4(ip)) return `${ip} is not an IPv4 address`;
  const names = recordNames(form.names);
  if (names.length === 0) return 'Please enter at least one record name (@ for the domain itself)';
  const bad = names.find((n) => !ARecordName.safeParse(n).success);
  if (bad) return `${bad} is not a record name: use @ or a name relative to the domain (www)`;
  return null;
}

export function planBody(form: PlanForm): PlanRecordsBody {
  const content = form.ipAddress.trim();
  return {
    domains: domainLines(form.domains),
    records: recordNames(form.names).map((name) => ({ name, content, ttl: DEFAULT_TTL })),
  };
}
