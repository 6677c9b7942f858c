// The visits the benchmark measures: a cold load of `/` (the Domains tab) and then each other tab once,
// clicked in the tab bar as a user would. Each visit's time runs from the navigation (or click) until
// the tab's own title (its h1, rendered by the remote) is in the page, as the page itself sees it (a
// MutationObserver, so a busy test process does not add its polling delay); its traffic is everything
// the page fetched until the network had been quiet for 500 ms.
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

declare global {
  interface Window {
    /** Tab title → performance.now() when it first appeared in the tab panel. */
    __titleSeenAt?: Record<string, number>;
  }
}

/**
 * Runs in the page before its scripts: notes when each tab title first appears. Plain text, not a
 * function: tsx's compiled functions call a helper (__name) that does not exist in the page.
 */
const WATCH_TITLES = `(() => {
  const seen = {};
  window.__titleSeenAt = seen;
  new MutationObserver(() => {
    const text = document.querySelector('[role="tabpanel"] h1')?.textContent?.trim();
    if (text && seen[text] === undefined) seen[text] = performance.now();
  }).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

/** Milliseconds from `since` (the page's performance.now()) until the tab's title appeared. */
async function titleShown(page: Page, name: string, since: number): Promise<number> {
  await page.getByRole('tabpanel').getByRole('heading', { level: 1, name, exact: true }).waitFor({ state: 'visible', timeout: 30_000 });
  const at = await page.evaluate((n) => window.__titleSeenAt?.[n], name);
  if (at === undefined) throw new Error(`the title ${name} was shown but not seen by the page's observer`);
  return Math.round(at - since);
}

async function settled(page: Page): Promise<void> {
  // Tabs poll their lists every few seconds; quiet for 500 ms is enough to have the first load whole.
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
}

export async function visitTabs(page: Page, baseUrl: string, meter: NetworkMeter): Promise<Visit[]> {
  const visits: Visit[] = [];
  const [first, ...rest] = TABS_IN_ORDER;
  await page.addInitScript(WATCH_TITLES);
  meter.reset();
  await page.goto(`${baseUrl}${first.path}`);
  // performance.now() counts from the start of the navigation.
  let contentMs = await titleShown(page, first.name, 0);
  await settled(page);
  visits.push({ name: `cold load of / (${first.name})`, contentMs, traffic: meter.traffic() });

  for (const tab of rest) {
    meter.reset();
    const link = page.getByRole('tab', { name: tab.name, exact: true });
    // The click is dispatched in the page, right after the clock is read there.
    const clickedAt = await link.evaluate((el) => {
      const now = performance.now();
      (el as HTMLElement).click();
      return now;
    });
    contentMs = await titleShown(page, tab.name, clickedAt);
    await settled(page);
    visits.push({ name: tab.name, contentMs, traffic: meter.traffic() });
  }
  return visits;
}
