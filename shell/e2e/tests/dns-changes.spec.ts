// Issue 30 acceptance, the CloudFlare tab's part: the Update CloudFlare dialog reads the zone at the
// Cloudflare simulator when it opens and previews old → new as the IP is typed, saves with the spec's
// toast, and the update is then in the Domains tab's Changes card as a cloudflare-update change with
// the old and new A records side by side.
import type { Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { cfUsers, cfZones } from '../support/cloudflare-sim';
import { expect, test } from '../support/fixtures';
import { namesiloAccount, seedSimDomains } from '../support/namesilo-sim';

const OLD = '198.51.100.60';
const NEW = '198.51.100.61';

// By text, not by role: an open dialog hides the rest of the page (the toast region too) from the
// accessibility tree.
const toast = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();

async function addCloudflareDomain(page: Page, name: string, user: { email: string; apiKey: string }): Promise<void> {
  await page.getByRole('button', { name: 'Add Domains' }).click();
  const add = page.getByRole('dialog', { name: 'Add New CloudFlare Domains' });
  await add.getByLabel('Domains (one per line)').fill(name);
  await add.getByLabel('IP address').fill(OLD);
  await add.getByLabel('CloudFlare email').fill(user.email);
  await add.getByLabel('CloudFlare API key').fill(user.apiKey);
  await add.getByLabel('SSL mode').selectOption('full');
  await add.getByRole('button', { name: 'Add Domains' }).click();
  await toast(page, 'CloudFlare domains added');
  await expect(page.locator(`li[data-domain="${name}"]`)).toContainText('Success', { timeout: 90_000 });
}

test('Update CloudFlare previews old → new from the simulator, saves, and the change shows in Changes', async ({ page, signedIn: _s }) => {
  test.setTimeout(240_000);
  const name = `cf${randomBytes(3).toString('hex')}-changes.com`;
  const [user] = await cfUsers(page.request, 1);
  await seedSimDomains(page.request, [name]);
  await namesiloAccount(page.request);
  await page.goto('/cloudflare');
  await addCloudflareDomain(page, name, user);

  await page.getByRole('button', { name: `Update CloudFlare ${name}` }).click();
  const update = page.getByRole('dialog', { name: `Update CloudFlare: ${name}` });
  const preview = update.getByRole('list', { name: `What will change for ${name}` });
  // The current IP, read from the simulator when the dialog opens, then the typed one as old → new.
  await expect(preview).toHaveText(`A @: ${OLD} (unchanged)A www: ${OLD} (unchanged)`);
  await update.getByLabel('IP адрес').fill(NEW);
  await expect(preview).toHaveText(`A @: ${OLD} → ${NEW}A www: ${OLD} → ${NEW}`);
  await update.getByRole('button', { name: 'Обновить A записи' }).click();
  await toast(page, 'A записи обновлены');
  expect((await cfZones(page.request, [name]))[0].records.map((r) => r.content)).toEqual([NEW, NEW]);

  // The Domains tab's Changes card: the update with the old and new records side by side.
  await page.goto('/');
  await page.getByRole('button', { name: 'Changes', exact: true }).click();
  await page.getByRole('group', { name: 'Change filters' }).getByLabel('Domain').fill(name);
  // The add recorded its delegation change (a 'Cloudflare add' set) before: the update is the other row.
  const rows = page.getByTestId('change-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Cloudflare add' })).toHaveCount(1);
  const change = rows.filter({ hasText: 'Cloudflare update' });
  await expect(change).toHaveCount(1);
  await expect(change).toContainText('Applied');
  await change.getByRole('button', { expanded: false }).press('Enter');
  const step = change.getByRole('listitem', { name }).first();
  await expect(step.getByRole('list', { name: 'Before' })).toContainText(`@ → ${OLD}`);
  await expect(step.getByRole('list', { name: 'After' })).toContainText(`@ → ${NEW}`);
});
