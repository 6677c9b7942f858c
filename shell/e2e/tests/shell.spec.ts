import { expect, test } from '../support/fixtures';
import { MAIN_TABS } from '../support/tabs';

test.describe('shell', () => {
  test('loads with its header, greeting the user, and the main tabs in the spec order', async ({ page, signedIn }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByText('Domain Operations')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: `Привет, ${signedIn.username}` })).toBeVisible();
    await expect(page.getByRole('banner').getByText(/^v [0-9a-f]{7}$/)).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Main tabs' }).getByRole('tab');
    await expect(tabs).toHaveText(MAIN_TABS.map((t) => t.name));
    await expect(page.getByRole('tab', { name: 'Domains A records' })).toHaveAttribute('aria-selected', 'true');
  });

  test('every tab loads its remote, which renders the tab title', async ({ page, signedIn: _signedIn }) => {
    await page.goto('/');
    for (const tab of MAIN_TABS) {
      await page.getByRole('tab', { name: tab.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${tab.path === '/' ? '/' : tab.path}$`));
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 1 })).toHaveText(tab.name);
      await expect(page.getByRole('tab', { name: tab.name, exact: true })).toHaveAttribute('aria-selected', 'true');
    }
    // Every remote's stylesheet is on the page now; none may override the shell's own (md:flex).
    await expect(page.getByRole('banner').getByRole('button', { name: 'Settings' })).toBeVisible();
  });

  test('a deep link opens its tab directly, and /security opens Settings → Security', async ({ page, signedIn: _signedIn }) => {
    await page.goto('/powerdns');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PowerDNS');
    await page.goto('/security');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
    await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'General' }).click();
    await expect(page).toHaveURL(/\/settings$/);
  });

  test('keyboard: arrows move between tabs, Enter opens one', async ({ page, signedIn: _signedIn }) => {
    await page.goto('/env');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ENV');
    await page.getByRole('tab', { name: 'ENV' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Hurricane Electric' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Settings' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Domains A records' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cloudflare$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('CloudFlare Management');
  });

  test('an unknown path shows the 404 page inside the signed-in shell', async ({ page, signedIn: _signedIn }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expect(page.getByRole('tab', { selected: true })).toHaveCount(0);
  });

  test('the theme toggle switches dark mode on <html> and remembers it', async ({ page, signedIn: _signedIn }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: /^Theme: System/ }).click();
    await expect(html).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: /^Theme: Light/ }).click();
    await expect(html).toHaveClass(/dark/);
    await page.reload();
    await expect(page.getByRole('button', { name: /^Theme: Dark/ })).toBeVisible();
    await expect(html).toHaveClass(/dark/);
  });

  test('For Me / For All defaults to All and is remembered', async ({ page, signedIn: _signedIn }) => {
    await page.goto('/');
    const forAll = page.getByRole('switch', { name: 'For All' });
    await expect(forAll).toHaveAttribute('aria-checked', 'true');
    await forAll.click();
    await expect(forAll).toHaveAttribute('aria-checked', 'false');
    await page.reload();
    await expect(page.getByRole('switch', { name: 'For All' })).toHaveAttribute('aria-checked', 'false');
  });

  test('on a narrow screen the menu offers theme and settings', async ({ page, signedIn }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('button', { name: /^Theme: / })).toBeVisible();
    // The header row with the greeting and logout is hidden on narrow screens; the menu carries them.
    await expect(page.getByRole('button', { name: `Привет, ${signedIn.username}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings');
  });
});
