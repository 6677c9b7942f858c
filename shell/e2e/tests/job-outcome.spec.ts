// Issue 31 acceptance: truthful status. A bulk add whose every domain fails (none of them is held by
// the simulated NameSilo account) keeps the spec's result toast, then a second notification reports the
// outcome, the progress bar is red, and the header's jobs indicator shows the failure without scrolling.
// And the stale-dialog case: the DNS dialog reopened after a save shows the saved IP, not the old one.
import { randomBytes } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import { namesiloAccount, seedSimDomains } from '../support/namesilo-sim';
import { expectToast } from '../support/sign-in-page';

test('a bulk add whose every domain fails ends with an outcome notification and a header indicator showing it', async ({
  page,
  signedIn,
}) => {
  test.setTimeout(180_000);
  expect(signedIn.username).toBeTruthy();
  await page.setViewportSize({ width: 1440, height: 900 });
  const prefix = `fail${randomBytes(3).toString('hex')}`;
  const names = [1, 2, 3].map((i) => `${prefix}-${i}.com`);
  const accountId = await namesiloAccount(page.request);

  await page.addInitScript(() => window.localStorage.setItem('showAllOperations', 'false'));
  await page.goto('/');
  await page.getByRole('button', { name: 'Add Domain' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Domains' });
  await dialog.getByLabel('Domains (one per line)').fill(names.join('\n'));
  await dialog.getByLabel('IP address').fill('198.51.100.40');
  await dialog.getByLabel('namesilo account').selectOption(String(accountId));
  await dialog.getByRole('button', { name: 'Add Domains' }).click();
  // The spec's toast says what the call did to the list ...
  await expectToast(page, 'Домены успешно добавлены');
  // ... and when the provider steps end, the outcome: every domain failed.
  await expectToast(page, 'Bulk add finished: All 3 failed');
  const region = page.getByRole('region', { name: /Notifications/ });
  await expect(region.getByRole('button', { name: 'Show failures' })).toBeVisible();

  const progress = page.getByTestId('bulk-progress');
  await expect(progress.getByRole('progressbar', { name: 'Bulk add progress' })).toHaveAttribute('data-outcome', 'error');
  await expect(progress).toContainText('Every domain of this job failed.');

  // The header, always in view: the job with its failure, and a way to its results.
  const jobs = page.getByRole('banner').getByRole('button', { name: /^Jobs.*1 with failures$/ });
  await expect(jobs).toBeInViewport();
  await jobs.click();
  const popover = page.getByRole('region', { name: 'Jobs' });
  await expect(popover.getByTestId('header-job').filter({ hasText: 'Bulk add of 3 domains' })).toContainText('All 3 failed');
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(jobs).toBeFocused();

  // The results grid: NameSilo failed, the registrars that were not part of it are Inapplicable.
  const row = page
    .getByRole('row')
    .filter({ hasText: names[0] })
    .filter({ has: page.locator('[data-tone]') });
  await expect(row.locator('[data-tone="error"]').first()).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText('Inapplicable').first()).toBeVisible();
});

test('the DNS dialog reopened after a save shows the saved IP at once', async ({ page, signedIn }) => {
  test.setTimeout(120_000);
  expect(signedIn.username).toBeTruthy();
  const name = `fresh${randomBytes(3).toString('hex')}.com`;
  await seedSimDomains(page.request, [name]);
  const accountId = await namesiloAccount(page.request);
  // The domain is held by the simulated NameSilo account, so a save reaches a real registrar API.
  const added = await page.request.post('/api/domains/bulk', {
    data: { domains: [name], ipAddress: '198.51.100.50', accounts: { namesilo: accountId }, updateRecords: false },
    headers: { Origin: new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1').origin },
  });
  expect(added.ok(), await added.text()).toBe(true);

  await page.addInitScript(() => window.localStorage.setItem('showAllOperations', 'false'));
  await page.goto('/');
  const row = page.locator(`tr[data-domain="${name}"]`);
  await row.getByRole('button', { name: 'Редактировать DNS записи' }).click();
  const dns = page.getByRole('dialog', { name });
  await expect(dns.getByLabel('Content 1')).toHaveValue(/\d/);
  await dns.getByLabel('Content 1').fill('203.0.113.61');
  await dns.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Records updated', 'DNS records have been updated successfully');
  await expect(dns).toBeHidden();

  await row.getByRole('button', { name: 'Редактировать DNS записи' }).click();
  // The first value the reopened dialog shows is the saved one (no stale copy for a few seconds).
  await expect(dns.getByLabel('Content 1')).toHaveValue('203.0.113.61', { timeout: 2_000 });
});
