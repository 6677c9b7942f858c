// Words for the change log's codes (issue 30): providers, sources, statuses, in the panel's English.
// Keyed by plain strings with a readable fallback: the contract's lists grow as the later parts
// land (planning, approval), and a code the UI does not know yet still reads sensibly.
import type { StatusTone } from '@dop/operations-ui';

const PROVIDERS: Record<string, string> = {
  registrar: 'Registrar',
  cloudflare: 'Cloudflare',
  'hurricane-electric': 'Hurricane Electric',
  powerdns: 'PowerDNS',
};

const SOURCES: Record<string, string> = {
  'dns-dialog': 'DNS dialog',
  'bulk-records': 'Bulk records',
  'bulk-add': 'Bulk add',
  'bind-import': 'Zone file import',
  'csv-import': 'CSV import',
  'cloudflare-update': 'Cloudflare update',
  'cloudflare-add': 'Cloudflare add',
  'cloudflare-move': 'Cloudflare move',
  'powerdns-update': 'PowerDNS update',
  'he-update': 'Hurricane Electric update',
  'nameserver-switch': 'Name-server switch',
  'inventory-fix': 'Inventory fix',
  revert: 'Revert',
};

const KINDS: Record<string, string> = {
  'a-records': 'A records',
  nameservers: 'Name servers',
  'ssl-mode': 'SSL mode',
};

const STATUSES: Record<string, string> = {
  planning: 'Planning',
  planned: 'Planned',
  awaiting_approval: 'Waiting for approval',
  rejected: 'Rejected',
  expired: 'Expired',
  applying: 'Applying',
  applied: 'Applied',
  partially_applied: 'Partly applied',
  failed: 'Failed',
  // Step statuses.
  pending: 'Pending',
  conflict: 'Conflict',
  skipped: 'Skipped',
};

const TONES: Record<string, StatusTone> = {
  applied: 'success',
  failed: 'error',
  rejected: 'error',
  partially_applied: 'warning',
  awaiting_approval: 'warning',
  conflict: 'warning',
  applying: 'neutral',
  planning: 'neutral',
  pending: 'neutral',
};

/** 'partially_applied' → 'Partially applied' for a code no table knows. */
const readable = (code: string) => {
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const providerLabel = (p: string) => PROVIDERS[p] ?? readable(p);
export const sourceLabel = (s: string) => SOURCES[s] ?? readable(s);
/** What a step changes: A records, name servers or SSL mode. */
export const kindLabel = (k: string) => KINDS[k] ?? readable(k);
/** A change set's or a step's status. */
export const statusLabel = (s: string) => STATUSES[s] ?? readable(s);
/** Badge colours: the operations panels' tones, so a failure looks the same everywhere. */
export const statusTone = (s: string): StatusTone => TONES[s] ?? 'muted';

/** Still moving: the list and an open row poll while a change set is in one of these. */
export const IN_PROGRESS = new Set(['planning', 'applying']);
