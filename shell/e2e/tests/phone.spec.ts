// Issue 31: at 390 × 844 every tab is usable: the page is never wider than the screen, the tabs,
// For Me / For All, theme, settings and logout sit in the ☰ menu, and Escape closes it.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { outcomesShown, seedOperations } from '../support/seed-operations';
import { MAIN_TABS } from '../support/tabs';

test.use({ viewport: { width: 390, height: 844 } });

/** How far the page reaches past the right edge of the screen, in CSS pixels (0 when it fits). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test('every tab fits 390 px, is reached through the ☰ menu, and the menu closes with Escape', async ({ page, signedIn: _signedIn }) => {
  test.setTimeout(180_000);
  // Wide content on the Domains tab (the results table, long log lines) must scroll inside its card.
  const seeded = await seedOperations(page.request);
  await page.goto('/');
  await outcomesShown(page, seeded);
  expect(await overflow(page), 'Domains with results is wider than the screen').toBe(0);
  await expect(page.getByRole('tablist', { name: 'Main tabs' })).toBeHidden();
  const menuButton = page.getByRole('button', { name: 'Menu' });
  for (const tab of MAIN_TABS) {
    await menuButton.click();
    const menu = page.getByRole('navigation', { name: 'Main tabs' });
    await menu.getByRole('link', { name: tab.name, exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${tab.path === '/' ? '/' : tab.path}$`));
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 1 })).toHaveText(tab.name);
    await page.waitForLoadState('networkidle');
    expect(await overflow(page), `${tab.name} is wider than the screen`).toBe(0);
    const box = await menuButton.boundingBox();
    expect(box && box.x + box.width, `the ☰ button on ${tab.name} is off screen`).toBeLessThanOrEqual(390);
  }
});

test('the menu holds the tabs, For Me / For All, theme, settings and logout; Escape closes it and focus returns to ☰', async ({
  page,
  signedIn,
}) => {
  await page.goto('/hosting');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hosting');
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Main tabs' }).getByRole('link', { name: 'Hosting' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const forAll = page.getByRole('switch', { name: 'For All' });
  await expect(forAll).toBeVisible();
  // The header's own switch is in the page too, hidden at this width; the menu's is the visible one.
  await expect(page.getByText('For Me', { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Theme: / })).toBeVisible();
  await expect(page.getByRole('button', { name: `Привет, ${signedIn.username}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  // The switch works from the menu as it does in the header.
  await expect(forAll).toHaveAttribute('aria-checked', 'true');
  await forAll.click();
  await expect(forAll).toHaveAttribute('aria-checked', 'false');

  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Main tabs' })).toBeHidden();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(menuButton).toBeFocused();
});

test('a dialog fits the screen', async ({ page, signedIn }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: `Привет, ${signedIn.username}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(await overflow(page)).toBe(0);
  // Escape closes the dialog only; the menu it was opened from stays.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main tabs' })).toBeVisible();
});
