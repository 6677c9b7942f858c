// Issue 30 acceptance: "a bulk change of 30 domains waits for a second admin". The author plans new A
// records for 30 domains in 'Change A records' (a dry run: the plan names each domain's old and new
// records), applies, and is told "Waiting for approval"; the namesilo simulator still holds the old IP
// and the author's own Approve is disabled. A second admin, in a browser context of their own, opens
// Changes and approves; the simulator then holds the new IP for all 30.
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { newAccount, registerAndSignIn } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { namesiloAccount, simARecords, simUrl } from '../support/namesilo-sim';
import { expectToast } from '../support/sign-in-page';
import { originHeader } from '../support/team';

const OLD = '198.51.100.60';
const NEW = '198.51.100.61';
const COUNT = 30;
const ACCOUNTS = 6;
/** Applying 30 domains at the simulator's pace (about six NameSilo calls each, a second apart per account). */
const APPLY_TIMEOUT_MS = 150_000;

/**
 * The domains at the simulator holding @ and www at OLD, and in the panel with their records left as
 * they are. Dealt round-robin over six namesilo accounts: the registrars service spaces NameSilo calls
 * a second apart per account (NAMESILO_MIN_INTERVAL_MS), and the service applies four domains at a
 * time in list order, so neighbours on one account would wait on each other for minutes.
 */
async function seed(request: APIRequestContext, names: string[]): Promise<void> {
  const records = ['@', 'www'].map((name) => ({ name, type: 'A', content: OLD, ttl: 3600 }));
  const sim = await request.post(`${simUrl()}/__sim/namesilo/seed`, { data: { domains: names.map((name) => ({ name, records })) } });
  expect(sim.ok(), await sim.text()).toBe(true);
  for (let k = 0; k < ACCOUNTS; k += 1) {
    const accountId = await namesiloAccount(request);
    const added = await request.post('/api/domains/bulk', {
      data: {
        domains: names.filter((_, i) => i % ACCOUNTS === k),
        ipAddress: OLD,
        accounts: { namesilo: accountId },
        updateRecords: false,
      },
      headers: originHeader(),
    });
    expect(added.ok(), await added.text()).toBe(true);
  }
}

/** Whether every domain holds exactly @ and www at this IP at the simulator. */
async function simAllAt(request: APIRequestContext, names: string[], ip: string): Promise<boolean> {
  const held = await Promise.all(names.map((n) => simARecords(request, n)));
  return held.every((r) => r.join() === `@=${ip},www=${ip}`);
}

/** The Changes card opened and filtered to one domain of the change; its held change set's row. */
async function heldChange(page: Page, domain: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Changes', exact: true }).click();
  await page.getByRole('group', { name: 'Change filters' }).getByLabel('Domain').fill(domain);
  const row = page.getByRole('list', { name: 'Change sets' }).getByRole('listitem').filter({ hasText: 'Waiting for approval' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`It changes ${COUNT} domains, more than 25`);
  return row;
}

async function secondAdmin(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  await registerAndSignIn(context.request, newAccount('approver'), { role: 'admin' });
  return context.newPage();
}

test('a bulk change of 30 domains is planned, waits for a second admin, and applies once approved', async ({ page, browser, signedIn }) => {
  test.setTimeout(300_000);
  expect(signedIn.username).toBeTruthy();
  const prefix = `e2e${randomBytes(3).toString('hex')}-appr`;
  const names = Array.from({ length: COUNT }, (_, i) => `${prefix}-${String(i + 1).padStart(2, '0')}.com`);
  await seed(page.request, names);

  // The dry run: the plan reads what the simulator holds for each domain and applies nothing.
  await page.goto('/');
  await page.getByRole('button', { name: 'Change A records' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change A records' });
  await dialog.getByLabel('Domains (one per line)').fill(names.join('\n'));
  await dialog.getByLabel('IP address').fill(NEW);
  await expect(dialog.getByLabel('Record names')).toHaveValue('@ www');
  await dialog.getByRole('button', { name: 'Plan', exact: true }).click();
  await expect(dialog.getByText(`${COUNT} domains · ${COUNT} changed · 0 unchanged · 0 could not be read`)).toBeVisible({
    timeout: 60_000,
  });
  const first = dialog.getByRole('listitem', { name: names[0] });
  await first.getByRole('button', { expanded: false }).press('Enter');
  await expect(first.getByRole('list', { name: 'Before' })).toContainText(`@ → ${OLD}`);
  await expect(first.getByRole('list', { name: 'Before' })).toContainText(`www → ${OLD}`);
  await expect(first.getByRole('list', { name: 'After' })).toContainText(`@ → ${NEW}`);
  expect(await simAllAt(page.request, names, OLD)).toBe(true);

  // Over the team's threshold (25 domains) with a second admin in the team: held.
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
  await expectToast(page, 'Waiting for approval', 'A second administrator must approve this change');
  await expect(dialog).toHaveCount(0);
  expect(await simAllAt(page.request, names, OLD)).toBe(true);

  // Its author cannot approve it: disabled, with the reason on hover.
  const mine = await heldChange(page, names[0]);
  const approve = mine.getByRole('button', { name: 'Approve', exact: true });
  await expect(approve).toBeDisabled();
  await expect(mine.getByRole('button', { name: 'Reject', exact: true })).toBeDisabled();
  await approve.hover({ force: true });
  await expect(page.getByRole('tooltip').filter({ hasText: 'Another administrator must approve this change' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /waiting for approval$/ })).toBeVisible();
  expect(await simAllAt(page.request, names, OLD)).toBe(true);

  // A second admin approves in a browser of their own; the change applies to all 30.
  const approver = await secondAdmin(browser);
  try {
    await approver.goto('/');
    const theirs = await heldChange(approver, names[0]);
    await theirs.getByRole('button', { name: 'Approve', exact: true }).click();
    const confirm = approver.getByRole('dialog', { name: 'Approve this change?' });
    await expect(confirm).toContainText(`It changes ${COUNT} domains, more than 25`);
    await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
    // One toast once every domain is applied (the approval answers at once; the outcome follows).
    const toasts = approver.getByRole('region', { name: /Notifications/ });
    await expect(toasts.getByText('Change applied', { exact: true })).toBeVisible({ timeout: APPLY_TIMEOUT_MS });
    await expect(toasts.getByText(`${COUNT} of ${COUNT} domains updated`, { exact: true })).toBeVisible();
  } finally {
    await approver.context().close();
  }
  expect(await simAllAt(page.request, names, NEW)).toBe(true);
});
