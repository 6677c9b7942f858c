// Issue 13 acceptance, front-end part: the ENV tab against the real env and operations services and
// the remote-site simulator the global setup starts (E2E_REMOTE_SITE_SIM_URL, ENV_HOSTS).
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectToast } from '../support/sign-in-page';

function simUrl(): string {
  const url = process.env.E2E_REMOTE_SITE_SIM_URL;
  if (!url) throw new Error('E2E_REMOTE_SITE_SIM_URL is not set: the global setup must start the remote-site simulator');
  return url;
}

async function site(request: APIRequestContext, host: string, mode: string, env: Record<string, string> = {}) {
  const res = await request.post(`${simUrl()}/__sim/remote-site/site`, { data: { host, mode, env } });
  expect(res.ok()).toBe(true);
}

test('Update: validations, two domains (one failing), a refused metadata address, results after a reload', async ({
  page,
  signedIn: _s,
}) => {
  await site(page.request, 'env-ok.test', 'ok');
  await site(page.request, 'env-fail.test', 'fail');
  await page.goto('/env');
  await expect(page.getByRole('tab', { name: 'Update' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter at least one domain');
  await page.getByLabel('Domains (one per line)').fill('ENV-OK.test\n\n  env-fail.test\nenv-meta.test');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select Cloaking or Voluum');

  await page.getByRole('checkbox', { name: 'Cloaking' }).check();
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expectToast(page, 'ENV operation failed');
  const items = page.getByRole('list', { name: 'Update results' }).getByRole('listitem');
  await expect(items).toHaveCount(3);
  // Newest first: the refused metadata address, the failing site, then the one that took the data.
  await expect(items.nth(0)).toContainText('env-meta.test');
  await expect(items.nth(0)).toContainText('Error updating env: env-meta.test resolves to 169.254.169.254');
  await expect(items.nth(1)).toContainText('Error updating env: Internal Server Error');
  await expect(items.nth(2)).toContainText('env-ok.test');
  await expect(items.nth(2)).toContainText('Data received');
  await expect(items.nth(2)).toContainText('Cloaking: Enabled · Voluum: Unchanged');

  await page.reload();
  await expect(page.getByRole('list', { name: 'Update results' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('list', { name: 'Update results' }).getByRole('listitem').nth(2)).toContainText('Data received');
});

test('Checker: validations, a mismatch highlighted, Clear', async ({ page, signedIn: _s }) => {
  await site(page.request, 'env-ok.test', 'ok', { CLOAKING_ENABLED: 'true', VOLUUM_ENABLED: 'false' });
  await page.goto('/env');
  await page.getByRole('tab', { name: 'Checker' }).click();
  await expect(page.getByText('No checker results')).toBeVisible();

  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter at least one domain');
  await page.getByLabel('Domains (one per line)').fill('env-ok.test');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Enable at least one variable with an expected value');

  await page.getByLabel('Expected value 1').fill('true');
  await page.getByLabel('Expected value 2').fill('true');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  const table = page.getByRole('table', { name: 'Checker results' });
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(table.locator('tr[data-matches="true"]')).toContainText('CLOAKING_ENABLED');
  await expect(table.locator('tr[data-matches="false"]')).toContainText('VOLUUM_ENABLED');
  await expect(table.locator('tr[data-matches="false"]')).toContainText('false');

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.getByText('No checker results')).toBeVisible();
});
