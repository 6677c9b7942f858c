// Puts coloured outcomes on the Domains tab for checks that look at them (the accessibility spec):
// a bulk add at the namesilo simulator with one domain the account holds (Success, green) and one
// it does not (Failed, red), so results badges and log lines of every level are on the page.
import type { APIRequestContext, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { expect } from './fixtures';
import { namesiloAccount, seedSimDomains } from './namesilo-sim';

export async function seedOperations(request: APIRequestContext): Promise<{ held: string; foreign: string }> {
  const prefix = `a11y${randomBytes(3).toString('hex')}`;
  const held = `${prefix}-held.com`;
  const foreign = `${prefix}-foreign.com`;
  await seedSimDomains(request, [held]);
  const accountId = await namesiloAccount(request);
  const res = await request.post('/api/domains/bulk', {
    data: { domains: [held, foreign], ipAddress: '198.51.100.40', accounts: { namesilo: accountId } },
    headers: { Origin: new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1').origin },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { held, foreign };
}

/** Waits until the Domains tab shows both outcomes in its results and logs. */
export async function outcomesShown(page: Page, seeded: { held: string; foreign: string }): Promise<void> {
  const results = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'NameSilo' }) });
  await expect(results.getByRole('row').filter({ hasText: seeded.held })).toContainText('Success', { timeout: 60_000 });
  await expect(results.getByRole('row').filter({ hasText: seeded.foreign })).toContainText(/Failed|Error/, { timeout: 60_000 });
  await expect(page.getByRole('list', { name: 'Operation Logs' })).toContainText(seeded.foreign, { timeout: 30_000 });
}
