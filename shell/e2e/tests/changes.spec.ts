// Issue 30 acceptance, front-end part: change A records in the DNS dialog and see what will change
// (the preview shows old IP → new IP against what the namesilo simulator holds), save, open Changes,
// revert, and read the old IP back at the simulator; then a change made at the registrar behind the
// panel's back is named as a conflict and reverted only with 'Revert anyway'.
import type { APIRequestContext, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import { namesiloAccount, simARecords, simUrl } from '../support/namesilo-sim';
import { expectToast } from '../support/sign-in-page';

const OLD = '198.51.100.40';
const NEW = '198.51.100.41';
const BEHIND = '203.0.113.99';

/** Puts the domain at the simulator holding exactly these A records (replacing what it held). */
async function simHolds(request: APIRequestContext, name: string, records: Array<[string, string]>): Promise<void> {
  const res = await request.post(`${simUrl()}/__sim/namesilo/seed`, {
    data: { domains: [{ name, records: records.map(([n, content]) => ({ name: n, type: 'A', content, ttl: 3600 })) }] },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Adds the domain to the panel with the account, leaving its records at the registrar as they are. */
async function addDomain(request: APIRequestContext, name: string, accountId: number): Promise<void> {
  const res = await request.post('/api/domains/bulk', {
    data: { domains: [name], ipAddress: OLD, accounts: { namesilo: accountId }, updateRecords: false },
    headers: { Origin: new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1').origin },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * Opens the DNS dialog, sets '@' to NEW and 'www' to OLD (whatever the rows started with: the panel's
 * stored records or the defaults), sees the preview name '@' going from the host's OLD to NEW, saves.
 */
async function saveNewApex(page: Page, name: string): Promise<void> {
  await page.locator(`tr[data-domain="${name}"]`).getByRole('button', { name: 'Редактировать DNS записи' }).click();
  const dns = page.getByRole('dialog', { name });
  await expect(dns.getByLabel('Name 1')).toHaveValue('@');
  await expect(dns.getByLabel('Name 2')).toHaveValue('www');
  await dns.getByLabel('Content 1').fill(NEW);
  await dns.getByLabel('Content 2').fill(OLD);
  const preview = dns.getByRole('region', { name: 'Changes at the DNS host' });
  await expect(preview.getByRole('list', { name: 'What will change' })).toHaveText(`~ changed @: ${OLD} → ${NEW}`);
  await dns.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Records updated', 'DNS records have been updated successfully');
}

test('DNS dialog preview, Changes log, revert back to the old IP at the simulator, conflicts confirmed', async ({ page, signedIn }) => {
  test.setTimeout(180_000);
  expect(signedIn.username).toBeTruthy();
  const name = `e2e${randomBytes(3).toString('hex')}-changes.com`;
  await simHolds(page.request, name, [
    ['@', OLD],
    ['www', OLD],
  ]);
  await addDomain(page.request, name, await namesiloAccount(page.request));

  await page.goto('/');
  await page.getByPlaceholder('Поиск доменов по имени или регистратору...').fill(name);
  await expect(page.getByTestId('domain-row')).toHaveCount(1);

  // The preview reads the simulator when the dialog opens; the edit shows as old → new before saving.
  await saveNewApex(page, name);
  expect(await simARecords(page.request, name)).toEqual([`@=${NEW}`, `www=${OLD}`]);

  // Changes: filtered to the domain, the dialog's change opens (keyboard) to old and new side by side.
  await page.getByRole('button', { name: 'Changes', exact: true }).click();
  await page.getByRole('group', { name: 'Change filters' }).getByLabel('Domain').fill(name);
  const rows = page.getByTestId('change-row');
  await expect(rows).toHaveCount(1);
  const change = rows.first();
  await expect(change).toContainText('DNS dialog');
  await expect(change).toContainText('Applied');
  await change.getByRole('button', { expanded: false }).press('Enter');
  const step = change.getByRole('listitem', { name });
  await expect(step.getByRole('list', { name: 'Before' })).toContainText(`@ → ${OLD}`);
  await expect(step.getByRole('list', { name: 'After' })).toContainText(`@ → ${NEW}`);

  await change.getByRole('button', { name: 'Revert', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Revert this change?' });
  await confirm.getByRole('button', { name: 'Revert', exact: true }).click();
  await expectToast(page, 'Change reverted', '1 of 1 domain back to their earlier records');
  await expect.poll(() => simARecords(page.request, name)).toEqual([`@=${OLD}`, `www=${OLD}`]);
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('reverts an earlier change');

  // Changed again, then someone edits the registrar directly: the revert names the conflict first.
  await saveNewApex(page, name);
  await simHolds(page.request, name, [['@', BEHIND]]);
  const latest = rows.filter({ hasText: 'DNS dialog' }).first();
  await expect(rows).toHaveCount(3);
  await latest.getByRole('button', { name: 'Revert', exact: true }).click();
  await confirm.getByRole('button', { name: 'Revert', exact: true }).click();
  await expect(confirm.getByRole('alert')).toContainText(`${name}: Changed since (now @ → ${BEHIND})`);
  await confirm.getByRole('button', { name: 'Revert anyway' }).click();
  await expectToast(page, 'Change reverted');
  await expect.poll(() => simARecords(page.request, name)).toEqual([`@=${OLD}`, `www=${OLD}`]);

  // The domain's edit dialog lists its own changes with the same rows.
  await page.locator(`tr[data-domain="${name}"]`).getByRole('button', { name: 'Редактировать домен' }).click();
  const edit = page.getByRole('dialog', { name: 'Редактирование домена' });
  await expect(edit.getByRole('region', { name: 'Changes' }).getByTestId('change-row')).toHaveCount(4);
});
