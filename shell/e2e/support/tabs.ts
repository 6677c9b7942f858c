/** Spec 1 §2 / spec 2 §2: the main tabs in order, with the route the shell gives each. */
export const MAIN_TABS = [
  { name: 'Domains A records', path: '/' },
  { name: 'CloudFlare Management', path: '/cloudflare' },
  { name: 'ENV', path: '/env' },
  { name: 'Hurricane Electric', path: '/hurricane-electric' },
  { name: 'PowerDNS', path: '/powerdns' },
  { name: 'Hosting', path: '/hosting' },
  { name: 'SSH', path: '/ssh' },
  { name: 'Billing', path: '/billing' },
  { name: 'Settings', path: '/settings' },
] as const;
