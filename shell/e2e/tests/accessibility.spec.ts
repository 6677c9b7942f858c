// Issue 31: axe finds no serious or critical violation on any tab, in either theme. One test per
// theme visits every tab, so the suite pays for one sign-in per theme rather than one per tab.
import { expect, test } from '../support/fixtures';
import { seriousViolations, type AxeFinding } from '../support/axe';
import { outcomesShown, seedOperations } from '../support/seed-operations';
import { MAIN_TABS } from '../support/tabs';

for (const theme of ['light', 'dark'] as const) {
  test(`axe: no serious or critical violation on any tab in the ${theme} theme`, async ({ page, signedIn: _signedIn }) => {
    test.setTimeout(180_000);
    const seeded = await seedOperations(page.request);
    await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
    const findings: AxeFinding[] = [];
    for (const tab of MAIN_TABS) {
      await page.goto(tab.path);
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 1 })).toHaveText(tab.name);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
      if (tab.path === '/') await outcomesShown(page, seeded);
      // Wait for the tab's first queries to settle, so axe sees the content and not a spinner.
      await page.waitForLoadState('networkidle');
      findings.push(...(await seriousViolations(page, `${tab.name} (${theme})`)));
    }
    expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
  });
}
