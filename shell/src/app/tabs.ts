import type { RemoteName } from '@dop/mf-kit';

export interface TabDef {
  id: string;
  /** Spec 1 §2 / spec 2 §2, exactly. */
  label: string;
  /** The route the tab lives at; the remote nests its own routes below it. */
  path: string;
  remote: RemoteName;
  /** Other routes that open this tab (spec 1 §2: /security is Settings → Security). */
  aliases?: readonly string[];
  /** Spec 1 §2: /billing is the billing screen "in a mode that does not show all operations". */
  ownOperationsOnly?: boolean;
}

/**
 * The main tabs in the spec's order. The spec gives no routes inside the main screen besides /,
 * /billing and /security, so the others are named after their tabs. Hurricane Electric and
 * PowerDNS are two tabs of one remote (mf-dns-providers).
 */
export const TABS: readonly TabDef[] = [
  { id: 'domains', label: 'Domains A records', path: '/', remote: 'mf-domains' },
  { id: 'cloudflare', label: 'CloudFlare Management', path: '/cloudflare', remote: 'mf-cloudflare' },
  { id: 'env', label: 'ENV', path: '/env', remote: 'mf-env' },
  { id: 'hurricane-electric', label: 'Hurricane Electric', path: '/hurricane-electric', remote: 'mf-dns-providers' },
  { id: 'powerdns', label: 'PowerDNS', path: '/powerdns', remote: 'mf-dns-providers' },
  { id: 'hosting', label: 'Hosting', path: '/hosting', remote: 'mf-hosting' },
  { id: 'ssh', label: 'SSH', path: '/ssh', remote: 'mf-ssh' },
  { id: 'billing', label: 'Billing', path: '/billing', remote: 'mf-billing', ownOperationsOnly: true },
  { id: 'settings', label: 'Settings', path: '/settings', remote: 'mf-settings', aliases: ['/security'] },
];

function under(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(base + '/');
}

/** The tab a URL belongs to, or null (sign-in, unknown pages). */
export function tabForPath(pathname: string): TabDef | null {
  if (pathname === '/' || pathname === '') return TABS[0] ?? null;
  return TABS.find((tab) => tab.path !== '/' && [tab.path, ...(tab.aliases ?? [])].some((p) => under(pathname, p))) ?? null;
}
