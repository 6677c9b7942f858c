import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { REPO_ROOT } from '../support/hidden-dist';
import { expectToast } from '../support/sign-in-page';

test.describe('signed-in header', () => {
  test('the greeting opens the display-name dialog; a blank name is refused; a new one shows in the greeting', async ({
    page,
    signedIn,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: `Привет, ${signedIn.username}` }).click();

    const dialog = page.getByRole('dialog', { name: 'Display name' });
    const field = dialog.getByLabel('Display name');
    await field.fill('   ');
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await field.fill('  Анна Тестова  ');
    await dialog.getByRole('button', { name: 'Save' }).click();

    await expect(dialog).toBeHidden();
    await expect(banner.getByRole('button', { name: 'Привет, Анна Тестова' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Привет, Анна Тестова' })).toBeVisible();
  });

  test('/login while signed in leads to the main screen', async ({ page, signedIn }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: `Привет, ${signedIn.username}` })).toBeVisible();
  });

  test('/billing runs For Me whatever the switch says, and the switch says so', async ({ page, signedIn: _signedIn }) => {
    await page.goto('/billing');
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 1 })).toHaveText('Billing');
    const scope = page.getByRole('switch', { name: 'For All' });
    await expect(scope).toBeDisabled();
    await expect(scope).toHaveAttribute('aria-checked', 'false');
    await page.getByRole('tab', { name: 'Hosting' }).click();
    await expect(scope).toBeEnabled();
    await expect(scope).toHaveAttribute('aria-checked', 'true');
  });

  test('logout leads to /login even when the logout call fails', async ({ page, signedIn: _signedIn }) => {
    await page.route('**/api/auth/logout', (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }));
    await page.goto('/');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a new deployment shows a notice and reloads the page', async ({ page, signedIn: _signedIn }) => {
    await page.goto('/hosting');
    await expect(page.getByRole('banner').getByText(/^v [0-9a-f]{7}$/)).toBeVisible();
    // The gateway's change indicator hashes index.html and each remoteEntry.js; rewriting one with
    // the same bytes and a new mtime is a redeploy as far as it can tell.
    const entry = path.join(REPO_ROOT, 'mf-ssh', 'dist', 'remoteEntry.js');
    const original = fs.readFileSync(entry);
    const reloaded = page.waitForEvent('load', { timeout: 20_000 });
    try {
      fs.appendFileSync(entry, '\n');
      await expectToast(page, 'New version deployed', 'The page reloads in 2 seconds');
      await reloaded;
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 1 })).toHaveText('Hosting');
    } finally {
      fs.writeFileSync(entry, original);
    }
  });
});
