// Issue 16, fault line, in the browser: after kill -9 and restart of the gateway, the domains service,
// the operations service, nats-server and the MongoDB server (one at a time), the open Domains tab
// works again without a reload: a domain added through its Add Domain dialog appears in the list, and
// the results and logs panels show the job's result from their own polling.
// deploy/test/reliability/faults.test.ts checks the same at API level.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import { namesiloAccount, seedSimDomains } from '../support/namesilo-sim';
import { childNames, expectHealthy, killAndAwaitRecovery, productDataDir } from '../support/product-processes';

/** Names as in supervisor.json; the order of the brief (edge first, storage last). */
const TARGETS = ['gateway', 'domains', 'operations', 'nats', 'mongo'] as const;

// A message offered to the killed process comes back after its ack wait (a job item 15 s under the
// e2e run, see global-setup.ts; an operation event 30 s), then one polling interval of the results
// and logs panels (15 s, spec 2 §9).
const RESULT_TIMEOUT_MS = 75_000;
// After MongoDB restarts, every service reconnects its driver before answering again.
const AFTER_MONGO_TIMEOUT_MS = 90_000;

function namesiloBadge(page: Page, domain: string): Locator {
  const results = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'NameSilo' }) });
  // Columns: Domain, Tags, Time, Namecheap, NameSilo, …
  return results.getByRole('row').filter({ hasText: domain }).getByRole('cell').nth(4).locator('span');
}

/**
 * The tab's reads through the gateway with the page's session all answer 200. Checked after /healthz:
 * right after a MongoDB kill the services still report ready (their driver has not noticed yet) while
 * every query fails, and a click in that window would only show the error toast.
 */
async function tabReadsAnswer(request: APIRequestContext): Promise<boolean> {
  const paths = ['/api/domains?showAll=false&page=1&limit=1', '/api/results?showAll=false&limit=1', '/api/accounts/namesilo'];
  const statuses = await Promise.all(paths.map((p) => request.get(p, { timeout: 5_000 }).then((r) => r.status(), () => 0)));
  return statuses.every((status) => status === 200);
}

/** Adds one domain through the tab's dialog and waits until the list and both panels show it. */
async function addAndSeeResult(page: Page, domain: string, accountId: number, timeout: number): Promise<void> {
  await page.getByRole('button', { name: 'Add Domain' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Domains' });
  await dialog.getByLabel('Domains (one per line)').fill(domain);
  await dialog.getByLabel('IP address').fill('198.51.100.40');
  // The account list is fetched when the dialog opens: the option is there once that read succeeded.
  await expect(dialog.getByLabel('namesilo account').locator(`option[value="${accountId}"]`)).toBeAttached({ timeout });
  await dialog.getByLabel('namesilo account').selectOption(String(accountId));
  await dialog.getByRole('button', { name: 'Add Domains' }).click();
  // The dialog closes only on a successful POST /api/domains/bulk.
  await expect(dialog).toBeHidden({ timeout });
  await expect(page.locator(`tr[data-domain="${domain}"]`)).toBeVisible({ timeout });
  await expect(namesiloBadge(page, domain)).toHaveText('Success', { timeout });
  await expect(page.getByRole('list', { name: 'Operation Logs' })).toContainText(domain, { timeout });
  // No panel is left in its error state from the outage.
  await expect(page.getByRole('alert')).toHaveCount(0, { timeout });
}

/**
 * Counts the tab's page loads and the front-end deployments it saw. The shell reloads by design when
 * /api/deployment/status changes (a build in this checkout by anyone); any other reload is a failure.
 */
function watchLoads(page: Page): { reloads: () => number; deploys: () => number } {
  let loads = 0;
  const indicators: string[] = [];
  page.on('load', () => loads++);
  page.on('response', async (r) => {
    if (new URL(r.url()).pathname !== '/api/deployment/status' || !r.ok()) return;
    const value = ((await r.json().catch(() => ({}))) as { changeIndicator?: string }).changeIndicator;
    if (value && !indicators.includes(value)) indicators.push(value);
  });
  return { reloads: () => Math.max(0, loads - 1), deploys: () => Math.max(0, indicators.length - 1) };
}

test.afterAll(async () => {
  // Whatever happened above, the specs that follow need a healthy product.
  test.setTimeout(150_000);
  await expectHealthy(120_000);
});

test('after kill -9 of the gateway, domains, operations, nats and mongo the open Domains tab works again without a reload', async ({
  page,
  signedIn,
}) => {
  test.setTimeout(300_000);
  expect(signedIn.username).toBeTruthy();
  const dataDir = productDataDir();
  expect(childNames(dataDir)).toEqual(expect.arrayContaining([...TARGETS]));
  const prefix = `rec${randomBytes(3).toString('hex')}`;
  const names = ['before', ...TARGETS].map((step) => `${prefix}-${step}.com`);
  await seedSimDomains(page.request, names);
  const accountId = await namesiloAccount(page.request);

  await page.addInitScript(() => window.localStorage.setItem('showAllOperations', 'false'));
  const loads = watchLoads(page);
  await page.goto('/');
  await addAndSeeResult(page, names[0], accountId, RESULT_TIMEOUT_MS);

  for (const [i, target] of TARGETS.entries()) {
    await test.step(`kill -9 ${target}`, async () => {
      await killAndAwaitRecovery(dataDir, target);
      await expect.poll(() => tabReadsAnswer(page.request), { timeout: AFTER_MONGO_TIMEOUT_MS, intervals: [250] }).toBe(true);
      await addAndSeeResult(page, names[i + 1], accountId, target === 'mongo' ? AFTER_MONGO_TIMEOUT_MS : RESULT_TIMEOUT_MS);
    });
  }

  // Every domain is still listed, and the tab was never reloaded except for a new deployment.
  for (const name of names) await expect(page.locator(`tr[data-domain="${name}"]`)).toBeVisible();
  expect(loads.reloads(), `reloads beyond the ${loads.deploys()} deployment(s) seen`).toBeLessThanOrEqual(loads.deploys());
});
