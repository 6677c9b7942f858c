// Issue 14 acceptance: the time zone choice (Settings → General) changes how times show in the results
// panel. The browser runs in Asia/Tokyo (UTC+9, no daylight saving), so 'Local time' reads 9 hours later.
import type { Locator, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import { namesiloAccount, seedSimDomains, simARecords } from '../support/namesilo-sim';

test.use({ timezoneId: 'Asia/Tokyo' });

function resultTime(page: Page, domain: string): Locator {
  const results = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'NameSilo' }) });
  // Columns: Domain, Tags, Time, …
  return results.getByRole('row').filter({ hasText: domain }).getByRole('cell').nth(2);
}

/** The hour of a ru-RU date-time such as '22.11.2026, 22:31:08'. */
async function hourOf(cell: Locator): Promise<number> {
  const text = (await cell.textContent()) ?? '';
  const match = /(\d{2})\.(\d{2})\.(\d{4}),? (\d{1,2}):(\d{2})/.exec(text);
  expect(match, `a ru-RU date-time in "${text}"`).not.toBeNull();
  return Number(match![4]);
}

test('UTC and Local time show the same result 9 hours apart in Asia/Tokyo', async ({ page, signedIn }) => {
  test.setTimeout(180_000);
  expect(signedIn.username).toBeTruthy();
  const domain = `tz${randomBytes(3).toString('hex')}.com`;
  await seedSimDomains(page.request, [domain]);
  const accountId = await namesiloAccount(page.request);
  const bulk = await page.request.post('/api/domains/bulk', {
    data: { domains: [domain], ipAddress: '198.51.100.40', accounts: { namesilo: accountId } },
    headers: { Origin: new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1').origin },
  });
  expect(bulk.ok(), await bulk.text()).toBe(true);
  await expect.poll(() => simARecords(page.request, domain), { timeout: 120_000 }).toEqual(['@=198.51.100.40', 'www=198.51.100.40']);

  // A new user's zone is UTC.
  await page.goto('/');
  const cell = resultTime(page, domain);
  await expect(cell).toHaveText(/\d{2}\.\d{2}\.\d{4}/, { timeout: 30_000 });
  const utcHour = await hourOf(cell);

  await page.goto('/settings');
  await page.getByRole('radio', { name: 'Local time' }).check();
  await expect(page.getByRole('radio', { name: 'Local time' })).toBeChecked();

  await page.goto('/');
  await expect(cell).toHaveText(/\d{2}\.\d{2}\.\d{4}/, { timeout: 30_000 });
  await expect.poll(() => hourOf(cell), { timeout: 10_000 }).toBe((utcHour + 9) % 24);
});
