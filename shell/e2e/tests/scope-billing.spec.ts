// Issue 31: Billing shows only the user's own operations (spec 1 §2), so its header switch reads
// For Me and cannot be changed there, but opening it must leave the stored For Me / For All choice of
// the other tabs as it was.
import { expect, test } from '../support/fixtures';

test('opening Billing does not change the stored For Me / For All choice', async ({ page, signedIn: _signedIn }) => {
  await page.goto('/cloudflare');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('CloudFlare Management');
  const forAll = page.getByRole('banner').getByRole('switch', { name: 'For All' });
  await expect(forAll).toHaveAttribute('aria-checked', 'true');

  await page.getByRole('tab', { name: 'Billing', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Billing');
  await expect(forAll).toHaveAttribute('aria-checked', 'false');
  await expect(forAll).toBeDisabled();
  expect(await page.evaluate(() => window.localStorage.getItem('showAllOperations'))).not.toBe('false');

  await page.getByRole('tab', { name: 'ENV', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ENV');
  await expect(forAll).toHaveAttribute('aria-checked', 'true');
  await expect(forAll).toBeEnabled();

  // A deep link straight to /billing, then another tab after a reload: still For All.
  await page.goto('/billing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Billing');
  await page.goto('/hosting');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hosting');
  await expect(forAll).toHaveAttribute('aria-checked', 'true');
});
