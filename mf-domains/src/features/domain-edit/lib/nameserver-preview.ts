// What a name-server switch will change (issue 30), worked out as the user edits: the name servers the
// choice sets, which of the registrar's current ones go and which come, and whether the switch can be
// sent (Cloudflare needs at least two valid host names, as the service requires).
import { normaliseDomainName } from '@dop/contracts/domains';

export type NameserverChoice = 'registrar' | 'cloudflare';

export interface NameserverDraft {
  choice: NameserverChoice;
  /** The Cloudflare name-server inputs as typed (two or more). */
  cloudflare: string[];
}

export const MIN_CLOUDFLARE = 2;
/** The most name servers a registrar takes (and the contract allows). */
export const MAX_NAMESERVERS = 13;

export const initialDraft = (useCloudflare: boolean): NameserverDraft => ({
  choice: useCloudflare ? 'cloudflare' : 'registrar',
  cloudflare: ['', ''],
});

/** The typed Cloudflare names that are host names (normalised), the blank ones left out. */
const typedNames = (inputs: string[]) => inputs.map((v) => normaliseDomainName(v)).filter((v): v is string => v !== null);

/** Why the switch cannot be sent yet, or null when it can. */
export function draftProblem(draft: NameserverDraft): string | null {
  if (draft.choice === 'registrar') return null;
  const bad = draft.cloudflare.find((v) => v.trim() !== '' && normaliseDomainName(v) === null);
  if (bad !== undefined) return `'${bad.trim()}' is not a valid name server`;
  if (typedNames(draft.cloudflare).length < MIN_CLOUDFLARE) return `Enter at least ${MIN_CLOUDFLARE} name servers`;
  return null;
}

/** The name servers the switch sets: the registrar's own DNS, or the typed Cloudflare ones. */
export const targetNameservers = (draft: NameserverDraft, registrarDns: string[]) =>
  draft.choice === 'registrar' ? registrarDns : [...new Set(typedNames(draft.cloudflare))];

export interface NameserverDiff {
  removed: string[];
  added: string[];
  kept: string[];
}

/** Compared without case or a trailing dot, as registrars answer either way. */
export function nameserverDiff(current: string[], target: string[]): NameserverDiff {
  const key = (ns: string) => ns.trim().toLowerCase().replace(/\.$/, '');
  const now = new Set(current.map(key));
  const next = new Set(target.map(key));
  return {
    removed: current.filter((ns) => !next.has(key(ns))),
    added: target.filter((ns) => !now.has(key(ns))),
    kept: current.filter((ns) => next.has(key(ns))),
  };
}

/** 'ns1.dnsowl.com → ada.ns.cloudflare.com' pairs in order; '(none)' where one side has fewer. */
export function previewLines({ removed, added }: NameserverDiff): string[] {
  const lines: string[] = [];
  for (let i = 0; i < Math.max(removed.length, added.length); i++) lines.push(`${removed[i] ?? '(none)'} → ${added[i] ?? '(none)'}`);
  return lines;
}

/** Spec 1 §8's success toast wording: 'Domain switched to CloudFlare|BasicDNS nameservers successfully'. */
export const switchedText = (choice: NameserverChoice) =>
  `Domain switched to ${choice === 'cloudflare' ? 'CloudFlare' : 'BasicDNS'} nameservers successfully`;
