// Issue 6 acceptance, front-end part: the Domains A records tab against the real domains and
// registrars services and the namesilo simulator. The global setup must start the registrar
// simulators, pass their URLs (NAMESILO_API_URL …) to `npm start` and export E2E_NAMESILO_SIM_URL.
import type { Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import { namesiloAccount, seedSimDomains, simARecords } from '../support/namesilo-sim';
import { expectToast } from '../support/sign-in-page';

const row = (page: Page, name: string) => page.locator(`tr[data-domain="${name}"]`);

test('bulk add, paging, A records at the simulator, DNS dialog, edit, delete, search and empty states', async ({ page, signedIn }) => {
  test.setTimeout(240_000);
  expect(signedIn.username).toBeTruthy();
  const prefix = `e2e${randomBytes(3).toString('hex')}`;
  const names = Array.from({ length: 12 }, (_, i) => `${prefix}-${String(i + 1).padStart(2, '0')}.com`);
  await seedSimDomains(page.request, names);
  const accountId = await namesiloAccount(page.request);

  // For Me: a fresh user has no domains yet.
  await page.addInitScript(() => window.localStorage.setItem('showAllOperations', 'false'));
  await page.goto('/');
  await expect(page.getByText('No domains added yet. Add your first domain to get started.')).toBeVisible();

  await page.getByRole('button', { name: 'Add Domain' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Domains' });
  await dialog.getByLabel('Domains (one per line)').fill(names.join('\n'));
  await dialog.getByLabel('IP address').fill('198.51.100.20');
  await dialog.getByLabel('namesilo account').selectOption(String(accountId));
  await dialog.getByRole('button', { name: 'Add Domains' }).click();
  await expectToast(page, 'Домены успешно добавлены');

  await expect(page.getByText('Страница 1 из 2 (загружено 12 доменов)')).toBeVisible();
  await expect(page.getByTestId('domain-row')).toHaveCount(10);

  // The job sets '@' and 'www' at the simulator; the rows then show the IP as recent.
  await expect
    .poll(
      async () =>
        (await Promise.all(names.map((n) => simARecords(page.request, n)))).every((r) => r.join() === '@=198.51.100.20,www=198.51.100.20'),
      { timeout: 120_000 },
    )
    .toBe(true);
  // Rows are ordered by their latest result (newest first), so the first row is whichever finished last.
  const first = page.getByTestId('domain-row').first();
  await expect(first).toContainText('198.51.100.20', { timeout: 30_000 });
  await expect(first).toContainText('✓ Recent');
  await expect(first.getByTestId('account-badge')).toHaveText(`namesilo #${accountId}`);
  await expect(first).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);

  await page.getByRole('button', { name: 'Следующая' }).click();
  await expect(page.getByText('Страница 2 из 2 (загружено 12 доменов)')).toBeVisible();
  await expect(page.getByTestId('domain-row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Предыдущая' }).click();

  // DNS dialog: the stored records, one edited, one added; the simulator follows.
  const target = (await first.getAttribute('data-domain')) ?? '';
  expect(names).toContain(target);
  await row(page, target).getByRole('button', { name: 'Редактировать DNS записи' }).click();
  const dns = page.getByRole('dialog', { name: target });
  await expect(dns.getByLabel('Name 1')).toHaveValue('@');
  await dns.getByLabel('Content 1').fill('198.51.100.21');
  await dns.getByRole('button', { name: 'Add A Record' }).click();
  await dns.getByLabel('Name 3').fill('shop');
  await dns.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Records updated', 'DNS records have been updated successfully');
  expect(await simARecords(page.request, target)).toEqual(['@=198.51.100.21', 'shop=198.51.100.20', 'www=198.51.100.20']);
  await expect(row(page, target)).toContainText('198.51.100.21');

  // Edit dialog: a registrar change resets the account; back to namesilo with the account, CloudFlare on.
  await row(page, target).getByRole('button', { name: 'Редактировать домен' }).click();
  const edit = page.getByRole('dialog', { name: 'Редактирование домена' });
  await edit.getByLabel('Регистратор').selectOption('dynadot');
  await expect(edit.getByLabel('Аккаунт')).toHaveValue('0');
  await edit.getByLabel('Регистратор').selectOption('namesilo');
  await edit.getByLabel('Аккаунт').selectOption(String(accountId));
  await edit.getByRole('switch').click();
  await expect(edit.getByText('use CloudFlare: on')).toBeVisible();
  await edit.getByRole('button', { name: 'Сохранить' }).click();
  await expectToast(page, 'Домен обновлен', 'Данные домена успешно обновлены');

  // Delete asks first, in an in-app dialog (issue 31).
  const victim = page.getByTestId('domain-row').nth(1);
  expect(names).toContain(await victim.getAttribute('data-domain'));
  await victim.getByRole('button', { name: 'Удалить домен' }).click();
  await page
    .getByRole('alertdialog', { name: 'Are you sure you want to delete this domain?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expectToast(page, 'Domain deleted', 'The domain has been removed successfully');
  await expect(page.getByText('Страница 1 из 2 (загружено 11 доменов)')).toBeVisible();

  // Search and its empty state.
  const search = page.getByPlaceholder('Поиск доменов по имени или регистратору...');
  await search.fill(`${prefix}-03`);
  await expect(page.getByTestId('domain-row')).toHaveCount(1);
  await search.fill(`${prefix}-nothing`);
  await expect(page.getByText('Нет доменов, соответствующих вашему поиску')).toBeVisible();
});
