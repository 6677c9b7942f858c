// Issue 7 acceptance, front-end part: an operation run against the namesilo simulator reaches the
// results and logs panels under the Domains tab, coloured as spec 2 §4.1 says, within one polling
// interval of the registrar's answer (spec 2 §9: results and logs poll every 15 s in the main view).
import type { Locator, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import { namesiloAccount, seedSimDomains, simARecords } from '../support/namesilo-sim';
import { expectToast } from '../support/sign-in-page';

// The ui theme's success and destructive fills in the light theme (hsl(142 72% 29%), hsl(0 72% 45%)):
// white text on them reads at WCAG AA (issue 31), which green-600 did not.
const GREEN_600 = 'rgb(21, 127, 60)';
const RED_600 = 'rgb(197, 32, 32)';
// One polling interval of the main view (POLL_MS.mainResultsAndLogs), plus the event's trip through
// NATS and the operations service.
const ONE_INTERVAL_MS = 15_000 + 3_000;

function namesiloBadge(page: Page, domain: string): Locator {
  const results = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'NameSilo' }) });
  // Columns: Domain, Tags, Time, Namecheap, NameSilo, …
  return results.getByRole('row').filter({ hasText: domain }).getByRole('cell').nth(4).locator('span');
}

test('a bulk add at the namesilo simulator shows Success in green and a refused domain in red, with its log lines', async ({
  page,
  signedIn,
}) => {
  test.setTimeout(180_000);
  expect(signedIn.username).toBeTruthy();
  const prefix = `ops${randomBytes(3).toString('hex')}`;
  const held = `${prefix}-held.com`;
  // Not in the simulated account: NameSilo refuses it inside a 200 body.
  const foreign = `${prefix}-foreign.com`;
  await seedSimDomains(page.request, [held]);
  const accountId = await namesiloAccount(page.request);

  await page.addInitScript(() => window.localStorage.setItem('showAllOperations', 'false'));
  await page.goto('/');
  await page.getByRole('button', { name: 'Add Domain' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Domains' });
  await dialog.getByLabel('Domains (one per line)').fill(`${held}\n${foreign}`);
  await dialog.getByLabel('IP address').fill('198.51.100.30');
  await dialog.getByLabel('namesilo account').selectOption(String(accountId));
  await dialog.getByRole('button', { name: 'Add Domains' }).click();
  await expectToast(page, 'Домены успешно добавлены');

  await expect.poll(() => simARecords(page.request, held), { timeout: 120_000 }).toEqual(['@=198.51.100.30', 'www=198.51.100.30']);
  const ok = namesiloBadge(page, held);
  await expect(ok).toHaveText('Success', { timeout: ONE_INTERVAL_MS });
  await expect(ok).toHaveCSS('background-color', GREEN_600);

  const refused = namesiloBadge(page, foreign);
  await expect(refused).toHaveText(/^(Failed|Error)$/, { timeout: 60_000 });
  await expect(refused).toHaveCSS('background-color', RED_600);

  const logs = page.getByRole('list', { name: 'Operation Logs' });
  await expect(logs).toContainText(held, { timeout: ONE_INTERVAL_MS });
  await expect(logs).toContainText(foreign);
});
