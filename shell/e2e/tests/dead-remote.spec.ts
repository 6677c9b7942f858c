import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { hideDist, restoreDist } from '../support/hidden-dist';
import { MAIN_TABS } from '../support/tabs';

async function expectTabWorks(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 1 })).toHaveText(name);
}

test.describe('a remote that fails to load', () => {
  test.afterEach(() => restoreDist('mf-env'));

  test('with its dist/ deleted, its tab shows the error card and Retry; other tabs work; Retry recovers', async ({
    page,
    signedIn: _signedIn,
  }) => {
    hideDist('mf-env');
    await page.goto('/env');

    const card = page.getByRole('alert');
    await expect(card).toContainText('Failed to load ENV');
    await expect(card).toContainText('mf-env is not deployed');
    await expect(card.getByRole('button', { name: 'Retry' })).toBeVisible();

    for (const tab of MAIN_TABS.filter((t) => t.name !== 'ENV')) await expectTabWorks(page, tab.name);

    // Still dead: Retry asks again and fails again, without breaking the shell.
    await page.getByRole('tab', { name: 'ENV', exact: true }).click();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('alert')).toContainText('Failed to load ENV');

    restoreDist('mf-env');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 1 })).toHaveText('ENV');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a remoteEntry.js the manifest names but the server cannot deliver shows the card; Retry recovers', async ({
    page,
    signedIn: _signedIn,
  }) => {
    let failing = true;
    await page.route('**/remotes/mf-ssh/remoteEntry.js', (route) =>
      failing ? route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":{"code":"not_found"}}' }) : route.continue(),
    );
    await page.goto('/ssh');
    await expect(page.getByRole('alert')).toContainText('Failed to load SSH');
    await expectTabWorks(page, 'Hosting');

    // Coming back asks for the entry again; it is still failing, so the card shows again.
    await page.getByRole('tab', { name: 'SSH', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Failed to load SSH');
    failing = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 1 })).toHaveText('SSH');
  });

  test('a remote whose script throws shows the card, and the other tabs keep working', async ({ page, signedIn: _signedIn }) => {
    await page.route('**/remotes/mf-billing/remoteEntry.js', (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript', body: 'throw new Error("broken deploy");' }),
    );
    await page.goto('/billing');
    await expect(page.getByRole('alert')).toContainText('Failed to load Billing');
    await expect(page.getByRole('alert').getByRole('button', { name: 'Retry' })).toBeVisible();
    await expectTabWorks(page, 'Domains A records');
    await expectTabWorks(page, 'Settings');
  });
});
