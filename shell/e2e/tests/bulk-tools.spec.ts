// Issue 31 acceptance: bulk select and act on 50 domains in the Domains A records tab against the real
// domains service. 50 a page (remembered), select all on the page, set a team tag on all of them (the
// job's progress and results), filter by that tag, then delete all 50 behind the in-app confirmation
// and watch the delete job finish.
import { randomBytes } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import { expectToast } from '../support/sign-in-page';

const ORIGIN = () => ({ Origin: new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1').origin });

test('50 domains: page size, select all, bulk team tag, filter, bulk delete with results', async ({ page, signedIn }) => {
  test.setTimeout(180_000);
  expect(signedIn.username).toBeTruthy();
  const prefix = `bulk${randomBytes(3).toString('hex')}`;
  const names = Array.from({ length: 50 }, (_, i) => `${prefix}-${String(i + 1).padStart(2, '0')}.com`);
  // No provider work (no registrar account chosen): only the list matters here.
  const added = await page.request.post('/api/domains/bulk', {
    data: { domains: names, ipAddress: '198.51.100.30', teamTag: '2333', updateRecords: false },
    headers: ORIGIN(),
  });
  expect(added.ok(), await added.text()).toBe(true);

  await page.addInitScript(() => window.localStorage.setItem('showAllOperations', 'false'));
  await page.goto('/');
  await expect(page.getByText('Страница 1 из 5 (загружено 50 доменов)')).toBeVisible();
  await expect(page.getByTestId('domain-row')).toHaveCount(10);
  await page.getByLabel('Domains per page').selectOption('50');
  await expect(page.getByTestId('domain-row')).toHaveCount(50);
  await expect(page.getByText('Страница 1 из 1 (загружено 50 доменов)')).toBeVisible();

  // Sort by name, descending: the last name comes first.
  const domainHeading = page.getByRole('columnheader', { name: /Domain/ });
  await domainHeading.getByRole('button').click();
  await domainHeading.getByRole('button').click();
  await expect(domainHeading).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByTestId('domain-row').first()).toHaveAttribute('data-domain', names[49]);

  // Select all 50 and tag them.
  const tag = `t-${prefix}`;
  await page.getByLabel('Select all on this page').check();
  const bar = page.getByRole('toolbar', { name: 'Bulk actions' });
  await expect(bar).toContainText('Selected: 50');
  await bar.getByRole('button', { name: 'Set team tag' }).click();
  const tagDialog = page.getByRole('dialog', { name: 'Set team tag' });
  await tagDialog.getByLabel('Team tag').selectOption('custom');
  await tagDialog.getByLabel('Custom team tag').fill(tag);
  await tagDialog.getByRole('button', { name: 'Apply' }).click();
  await expectToast(page, 'Team tag updated', `50 of 50 domain(s) now tagged ${tag}`);
  await expect(page.getByTestId('bulk-progress').filter({ hasText: 'Done: 50 · Failed: 0 · Pending: 0 (of 50) — finished' })).toBeVisible();

  // The filter by that tag finds exactly the 50; the page size stays 50 after a reload.
  await page.reload();
  await expect(page.getByLabel('Domains per page')).toHaveValue('50');
  await page.getByLabel('Team tag', { exact: true }).fill(tag);
  await expect(page.getByText('Страница 1 из 1 (загружено 50 доменов)')).toBeVisible();
  await expect(page.getByTestId('domain-row').filter({ hasText: tag })).toHaveCount(50);

  // Delete all 50: nothing happens before the in-app confirmation naming the count.
  await page.getByLabel('Select all on this page').check();
  await page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Delete selected' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete 50 domain(s)?' });
  await expect(confirm).toContainText('Are you sure you want to delete these 50 domains?');
  await confirm.getByRole('button', { name: 'Delete 50' }).click();
  await expectToast(page, 'Bulk delete started', '50 domain(s) are being deleted');
  const deleting = page.locator('[data-testid="bulk-progress"][data-kind="delete"]');
  await expect(deleting).toContainText('Done: 50 · Failed: 0 · Pending: 0 (of 50) — finished', { timeout: 60_000 });
  await expect(page.getByText('Нет доменов, соответствующих вашему поиску')).toBeVisible({ timeout: 30_000 });

  // The job's log lines name each domain (Operation Logs of the tab).
  const left = await page.request.get(`/api/domains?showAll=false&limit=500&search=${prefix}`);
  expect(((await left.json()) as { totalCount: number }).totalCount).toBe(0);
  await expect(page.getByText('Bulk delete finished: 50 done, 0 failed').first()).toBeVisible({ timeout: 30_000 });
});

test('"Full view" of the results uses the screen, not a 512 px modal', async ({ page, signedIn }) => {
  expect(signedIn.username).toBeTruthy();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/cloudflare');
  await expect(page.getByRole('button', { name: 'Full view' })).toBeVisible();
  // The results table scrolls inside its card: the page itself never grows sideways at 1440 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
  await page.getByRole('button', { name: 'Full view' }).click();
  const box = await page.getByRole('dialog').boundingBox();
  expect(box?.width).toBeGreaterThan(1380);
  expect(box?.height).toBeGreaterThan(840);
});
