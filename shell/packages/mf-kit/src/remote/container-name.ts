/**
 * "mf-dns-providers" → "mf_dns_providers": the container a remote registers under. Must match
 * webpack/shared.js, which names the container at build time (a test keeps the two in step).
 */
export function containerName(remote: string): string {
  return 'mf_' + remote.replace(/^mf-/, '').replace(/-/g, '_');
}

/** The eight remotes of design.md §2, by their folder and manifest name. */
export const REMOTE_NAMES = [
  'mf-domains',
  'mf-cloudflare',
  'mf-env',
  'mf-billing',
  'mf-dns-providers',
  'mf-hosting',
  'mf-ssh',
  'mf-settings',
] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];
