// The visits the benchmark measures: a cold load of `/` (the Domains tab) and then each other tab once,
// clicked in the tab bar as a user would. Each visit's time runs from the navigation (or click) until
// the tab's own title (its h1, rendered by the remote) is visible; its traffic is everything the page
// fetched until the network had been quiet for 500 ms.
import type { Page } from '@playwright/test';
import type { NetworkMeter, Traffic } from './network-meter';

/** Spec 1 §2 / spec 2 §2: the main tabs in order, with their routes. */
export const TABS_IN_ORDER = [
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

export interface Visit {
  name: string;
  contentMs: number;
  traffic: Traffic;
}

async function titleShown(page: Page, name: string): Promise<void> {
  await page.getByRole('tabpanel').getByRole('heading', { level: 1, name, exact: true }).waitFor({ state: 'visible', timeout: 30_000 });
}

async function settled(page: Page): Promise<void> {
  // Tabs poll their lists every few seconds; quiet for 500 ms is enough to have the first load whole.
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
}

export async function visitTabs(page: Page, baseUrl: string, meter: NetworkMeter): Promise<Visit[]> {
  const visits: Visit[] = [];
  const [first, ...rest] = TABS_IN_ORDER;
  meter.reset();
  let started = Date.now();
  await page.goto(`${baseUrl}${first.path}`);
  await titleShown(page, first.name);
  let contentMs = Date.now() - started;
  await settled(page);
  visits.push({ name: `cold load of / (${first.name})`, contentMs, traffic: meter.traffic() });

  for (const tab of rest) {
    meter.reset();
    started = Date.now();
    await page.getByRole('tab', { name: tab.name, exact: true }).click();
    await titleShown(page, tab.name);
    contentMs = Date.now() - started;
    await settled(page);
    visits.push({ name: tab.name, contentMs, traffic: meter.traffic() });
  }
  return visits;
}
