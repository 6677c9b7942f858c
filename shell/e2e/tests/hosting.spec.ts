// Issue 11 acceptance, front-end part: the Hosting tab against the real hosting service and the
// BILLmanager simulator the global setup starts (sims/billmanager.ts).
import type { Page } from '@playwright/test';
import { billmanagerEndpoint, seedCustomer, type SeedCustomer } from '../support/hosting-sim';
import { expect, test } from '../support/fixtures';
import { expectToast } from '../support/sign-in-page';

const vps = (id: string, name: string, expiresInDays: number, itemStatus = 2) => ({
  id,
  domain: name,
  ip: `10.11.0.${id}`,
  pricelist: 'VPS-2',
  cost: '7.00 USD',
  expiresInDays,
  itemStatus,
});

async function addAccount(page: Page, name: string, email: string, password: string): Promise<void> {
  await page.getByRole('button', { name: 'Add account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByLabel('API endpoint').fill(billmanagerEndpoint());
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('textbox', { name: 'Search accounts' }).fill(name);
  await expect(page.getByRole('table', { name: 'DiorHost accounts' }).getByRole('row', { name: new RegExp(name) })).toBeVisible();
}

test('add an account, sync it, see its servers with an expiring one marked, open its tickets', async ({ page, signedIn: _s }) => {
  const tag = Date.now().toString(36);
  const customer: SeedCustomer = {
    login: `ops-${tag}@example.com`,
    password: `pw-${tag}`,
    balance: '25',
    vds: [vps('1', `vps-ok-${tag}`, 40), vps('2', `vps-soon-${tag}`, 3), vps('3', `vps-late-${tag}`, -2, 3)],
    tickets: [
      { id: '101', name: 'Server is slow', ageDays: 0, tstatus: 0, unread: true },
      { id: '102', name: 'Invoice question', ageDays: 2, tstatus: 2, unread: false },
      { id: '103', name: 'Closed long ago', ageDays: 30, tstatus: 3, unread: false },
    ],
  };
  await seedCustomer(customer);
  const name = `Main ${tag}`;
  await page.goto('/hosting');
  await expect(page.getByRole('heading', { level: 1, name: 'Hosting' })).toBeVisible();
  await addAccount(page, name, customer.login, customer.password);

  const row = page.getByRole('table', { name: 'DiorHost accounts' }).getByRole('row', { name: new RegExp(name) });
  await page.getByRole('button', { name: `Sync ${name}` }).click();
  await expectToast(page, 'Account synced');
  await expect(row).toContainText('25.00 $');

  await page.getByRole('button', { name: `Servers ${name}` }).click();
  const servers = page.getByRole('table', { name: 'VPS servers' });
  await expect(page.getByText(`VPS servers — ${name}`)).toBeVisible();
  await expect(servers.getByRole('row')).toHaveCount(4);
  const soon = servers.getByRole('row', { name: new RegExp(`vps-soon-${tag}`) });
  await expect(soon).toHaveAttribute('data-attention', 'expiring');
  await expect(soon).toContainText('Expires in 3 d');
  const late = servers.getByRole('row', { name: new RegExp(`vps-late-${tag}`) });
  await expect(late).toHaveAttribute('data-attention', 'overdue');
  await expect(late).toContainText('Overdue by 2 d');
  await expect(late).toContainText('suspended');
  await expect(servers.getByRole('row', { name: new RegExp(`vps-ok-${tag}`) })).toHaveAttribute('data-attention', 'none');

  await page.getByRole('button', { name: `Tickets ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Tickets — ${name}`)).toBeVisible();
  await expect(dialog.getByText('Total: 2, new: 1')).toBeVisible();
  const tickets = dialog.getByRole('list', { name: 'Tickets' }).getByRole('listitem');
  await expect(tickets).toHaveCount(2);
  await expect(tickets.first()).toContainText('Server is slow');
  await expect(tickets.first()).toHaveAttribute('data-new', 'true');
});

test('a wrong password fails the sync with the spec toast; the check names the accounts needing attention', async ({
  page,
  signedIn: _s,
}) => {
  const tag = Date.now().toString(36);
  await seedCustomer({ login: `wrong-${tag}@example.com`, password: 'the-right-one' });
  await seedCustomer({ login: `soon-${tag}@example.com`, password: 'pw', vds: [vps('9', `vps-9-${tag}`, 2)] });
  await page.goto('/hosting');
  await addAccount(page, `Wrong ${tag}`, `wrong-${tag}@example.com`, 'not-the-password');
  await page.getByRole('button', { name: `Sync Wrong ${tag}` }).click();
  await expectToast(page, 'Не удалось обновить данные аккаунта');
  await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('wrong login or password');
  await expect(page.getByRole('row', { name: new RegExp(`Wrong ${tag}`) })).toContainText('Last sync failed');
  await addAccount(page, `Soon ${tag}`, `soon-${tag}@example.com`, 'pw');

  await page.getByRole('button', { name: 'Check servers and tickets' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Servers and tickets check')).toBeVisible();
  const soon = dialog.getByRole('listitem').filter({ hasText: `Soon ${tag}` });
  await expect(soon).toHaveAttribute('data-reason', 'expiring');
  await expect(soon).toContainText(`vps-9-${tag}`);
  const wrong = dialog.getByRole('listitem').filter({ hasText: `Wrong ${tag}` });
  await expect(wrong).toHaveAttribute('data-reason', 'error');
  await expect(wrong).toContainText('wrong login or password');
});
