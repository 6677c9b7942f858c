// The CloudFlare dialogs' forms and their checks (spec 2 §2.3–2.5, §5): domains one per line
// (trimmed, empty lines dropped), IPv4, team tag, single or multi accounts with matching counts.
import type { AddCloudflareDomainsBody, SslMode } from '@dop/contracts/cloudflare';

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** Spec 2 §5 texts; the quoted ones are the spec's own words. */
export const MSG = {
  required: 'Please fill in domains, IP address and team tag',
  ipv4: 'Please enter a valid IPv4 address',
  single: 'Please enter the CloudFlare email and API key',
  multi: 'Please enter CloudFlare emails and API keys',
  counts: 'Number of emails must match number of API keys',
  tooMany: 'Too many domains for available CloudFlare accounts. Each domain needs its own account.',
  ipMissing: 'IP адрес не настроен',
  ipRequired: 'IP адрес обязателен',
} as const;

export const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

export interface AccountsForm {
  mode: 'single' | 'multi';
  /** Issue 31: a stored account's id (single mode); '' means the typed e-mail and key. */
  accountId: string;
  email: string;
  apiKey: string;
  emails: string;
  apiKeys: string;
  sslMode: SslMode;
}

export interface AddForm extends AccountsForm {
  domains: string;
  ipAddress: string;
  teamTag: string;
}

export const emptyAccounts = (): AccountsForm => ({
  mode: 'single',
  accountId: '',
  email: '',
  apiKey: '',
  emails: '',
  apiKeys: '',
  sslMode: 'flexible',
});
export const emptyAddForm = (): AddForm => ({ ...emptyAccounts(), domains: '', ipAddress: '', teamTag: '2333' });

function accountsProblem(f: AccountsForm, domainCount: number): string | null {
  if (f.mode === 'single') return f.accountId || (f.email.trim() && f.apiKey.trim()) ? null : MSG.single;
  const emails = lines(f.emails);
  const keys = lines(f.apiKeys);
  if (!emails.length || !keys.length) return MSG.multi;
  if (emails.length !== keys.length) return MSG.counts;
  if (domainCount > emails.length) return MSG.tooMany;
  return null;
}

/** The first problem of the Add New CloudFlare Domains form, or null. */
export function validateAdd(f: AddForm): string | null {
  if (!lines(f.domains).length || !f.ipAddress.trim() || !f.teamTag.trim()) return MSG.required;
  if (!IPV4.test(f.ipAddress.trim())) return MSG.ipv4;
  return accountsProblem(f, lines(f.domains).length);
}

/** The Move dialog of the CloudFlare tab: an IP must be configured, then the accounts. */
export function validateMove(f: AccountsForm & { ipAddress: string }, domainCount: number): string | null {
  if (!f.ipAddress.trim()) return MSG.ipMissing;
  if (!IPV4.test(f.ipAddress.trim())) return MSG.ipv4;
  return accountsProblem(f, domainCount);
}

/** Update A records: the IP is required. */
export function validateIp(ip: string): string | null {
  if (!ip.trim()) return MSG.ipRequired;
  return IPV4.test(ip.trim()) ? null : MSG.ipv4;
}

/** Purge: emails and keys needed, counts equal; the message states both counts. Stored accounts picked (issue 31) need no typing. */
export function validatePurge(emails: string, apiKeys: string, storedPicked = 0): string | null {
  const e = lines(emails).length;
  const k = lines(apiKeys).length;
  if (storedPicked > 0 && !e && !k) return null;
  if (!e || !k) return MSG.multi;
  if (e !== k) return `Number of emails (${e}) must match number of API keys (${k})`;
  return null;
}

function accountsBody(f: AccountsForm) {
  // A stored account travels as its id only: its key never reaches the browser (issue 31).
  if (f.mode === 'single' && f.accountId) return { mode: 'single' as const, accountId: f.accountId };
  return f.mode === 'single'
    ? { mode: 'single' as const, singleAccount: { email: f.email.trim(), apiKey: f.apiKey.trim() } }
    : { mode: 'multi' as const, multiAccounts: { emails: lines(f.emails), apiKeys: lines(f.apiKeys) } };
}

export function addBody(f: AddForm, showAllOperations: boolean): AddCloudflareDomainsBody {
  return {
    domains: lines(f.domains),
    ipAddress: f.ipAddress.trim(),
    teamTag: f.teamTag.trim(),
    sslMode: f.sslMode,
    showAllOperations,
    ...accountsBody(f),
  };
}

export function moveBody(
  f: AccountsForm & { ipAddress: string },
  domains: Array<{ id: string; name: string }>,
  showAllOperations: boolean,
): AddCloudflareDomainsBody {
  return {
    domains: domains.map((d) => d.name),
    domainIds: domains.map((d) => d.id),
    isMove: true,
    ipAddress: f.ipAddress.trim(),
    sslMode: f.sslMode,
    showAllOperations,
    ...accountsBody(f),
  };
}

export const purgeBody = (emails: string, apiKeys: string, storedIds: string[] = []) => {
  const keys = lines(apiKeys);
  const typed = lines(emails).map((email, i) => ({ email, apiKey: keys[i] }));
  return { accounts: [...storedIds.map((accountId) => ({ accountId })), ...typed] };
};
