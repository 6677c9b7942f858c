// Issue 31 acceptance: costly and destructive actions ask first, in-app. A purchase names the count, the
// account and the total price before anything is bought; a domain's delete asks the spec's question
// (no browser confirm box); and the namecheap contact section starts collapsed on the add form.
import { randomBytes } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import { namesiloAccount } from '../support/namesilo-sim';
import { expectToast } from '../support/sign-in-page';

const ORIGIN = () => ({ Origin: new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1').origin });

test('a purchase asks in-app with the count and the total; Cancel buys nothing', async ({ page, signedIn }) => {
  test.setTimeout(120_000);
  expect(signedIn.username).toBeTruthy();
  page.on('dialog', (d) => {
    throw new Error(`a browser dialog opened: ${d.message()}`);
  });
  const accountId = await namesiloAccount(page.request);
  const names = [`guard${randomBytes(3).toString('hex')}-1.com`, `guard${randomBytes(3).toString('hex')}-2.com`];
  await page.goto('/billing');
  await page.getByLabel('Domains (one per line)').fill(names.join('\n'));
  await page.getByLabel('Registrar').selectOption('namesilo');
  await page.getByLabel('Account').selectOption(String(accountId));
  await page.getByRole('switch', { name: 'Quick purchase' }).click();
  await page.getByRole('button', { name: 'Purchase' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Buy 2 domain(s)?' });
  await expect(confirm).toContainText(`At NameSilo account #${accountId}. Total: $19.16.`, { timeout: 60_000 });
  await expect(confirm.getByRole('listitem')).toHaveText(names);
  // Focus starts on Cancel, so Enter does not buy.
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('status', { name: 'Purchase status' })).toHaveCount(0);
});

test("deleting a domain asks 'Are you sure you want to delete this domain?' in-app; the button stays quiet until hovered", async ({
  page,
  signedIn,
}) => {
  expect(signedIn.username).toBeTruthy();
  page.on('dialog', (d) => {
    throw new Error(`a browser dialog opened: ${d.message()}`);
  });
  const name = `guard${randomBytes(3).toString('hex')}.com`;
  const added = await page.request.post('/api/domains/bulk', {
    data: { domains: [name], ipAddress: '198.51.100.31', updateRecords: false },
    headers: ORIGIN(),
  });
  expect(added.ok(), await added.text()).toBe(true);
  await page.addInitScript(() => window.localStorage.setItem('showAllOperations', 'false'));
  await page.goto('/');
  const row = page.locator(`tr[data-domain="${name}"]`);
  const remove = row.getByRole('button', { name: 'Удалить домен' });
  // Quiet: no destructive fill at rest; the red comes with the pointer.
  const background = () => remove.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await background()).toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
  await remove.hover();
  await expect.poll(background).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);

  await remove.click();
  const ask = page.getByRole('alertdialog', { name: 'Are you sure you want to delete this domain?' });
  await expect(ask).toContainText(name);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(row).toBeVisible();
  // Focus returns to the button that opened the dialog.
  await expect(remove).toBeFocused();
  await remove.click();
  await ask.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Domain deleted', 'The domain has been removed successfully');
  await expect(row).toHaveCount(0);
});

test('the namecheap contact section is collapsed on the add form', async ({ page, signedIn }) => {
  expect(signedIn.username).toBeTruthy();
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'API Credentials' })).toBeVisible();
  await page.getByRole('tab', { name: 'namecheap', exact: true }).click();
  await page.getByRole('button', { name: 'Add Namecheap Account' }).click();
  const form = page.getByRole('form', { name: 'Add Namecheap Account' });
  const toggle = form.getByRole('button', { name: /Contact Information for Domain Registration/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const region = form.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await expect(region).toBeHidden();
  await toggle.click();
  await expect(region).toBeVisible();
});
