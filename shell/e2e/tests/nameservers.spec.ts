// Issue 30, the name-server switch from the domain's edit dialog: the dialog reads what the namesilo
// simulator holds (its default dnsowl name servers), previews the switch to two Cloudflare name
// servers as they are typed, switches (spec 1 §8's toast); the Changes card shows the 'Name-server
// switch' with old and new name servers; reverting it puts the old name servers back, read again by
// the dialog and at the simulator.
import type { APIRequestContext, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import { namesiloAccount, seedSimDomains, simUrl } from '../support/namesilo-sim';
import { expectToast } from '../support/sign-in-page';

const DNSOWL = ['ns1.dnsowl.com', 'ns2.dnsowl.com', 'ns3.dnsowl.com'];
const CF = ['ada.ns.cloudflare.com', 'bob.ns.cloudflare.com'];

/** The simulator's name servers of a domain. */
async function simNameservers(request: APIRequestContext, domain: string): Promise<string[]> {
  const state = (await (await request.get(`${simUrl()}/__sim/namesilo/state`)).json()) as {
    domains: Array<{ name: string; nameservers?: string[] }>;
  };
  return state.domains.find((d) => d.name === domain)?.nameservers ?? [];
}

/** Adds the domain to the panel with the account, leaving the registrar as it is. */
async function addDomain(request: APIRequestContext, name: string, accountId: number): Promise<void> {
  const res = await request.post('/api/domains/bulk', {
    data: { domains: [name], ipAddress: '198.51.100.50', accounts: { namesilo: accountId }, updateRecords: false },
    headers: { Origin: new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1').origin },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

async function openEdit(page: Page, name: string) {
  await page.locator(`tr[data-domain="${name}"]`).getByRole('button', { name: 'Редактировать домен' }).click();
  const edit = page.getByRole('dialog', { name: 'Редактирование домена' });
  return { edit, section: edit.getByRole('region', { name: 'Name servers' }) };
}

test('edit dialog: preview and switch name servers to Cloudflare, see it in Changes, revert to the old ones', async ({
  page,
  signedIn,
}) => {
  test.setTimeout(180_000);
  expect(signedIn.username).toBeTruthy();
  const name = `e2e${randomBytes(3).toString('hex')}-ns.com`;
  await seedSimDomains(page.request, [name]);
  await addDomain(page.request, name, await namesiloAccount(page.request));

  await page.goto('/');
  await page.getByPlaceholder('Поиск доменов по имени или регистратору...').fill(name);
  await expect(page.getByTestId('domain-row')).toHaveCount(1);

  // The registrar's name servers now, read when the dialog opens; the registrar's own DNS changes nothing.
  const { edit, section } = await openEdit(page, name);
  const now = section.getByRole('list', { name: 'At the registrar now' }).getByRole('listitem');
  await expect(now).toHaveText(DNSOWL);
  await expect(section.getByText('No change')).toBeVisible();
  const switchButton = section.getByRole('button', { name: 'Switch name servers' });
  await expect(switchButton).toBeDisabled();

  // Cloudflare: two name servers typed, the preview pairs what goes with what comes.
  await section.getByRole('radio', { name: 'Cloudflare' }).check();
  await section.getByLabel('Cloudflare name server 1').fill(CF[0]);
  await section.getByLabel('Cloudflare name server 2').fill(CF[1]);
  await expect(section.getByRole('list', { name: 'Will change' }).getByRole('listitem')).toHaveText([
    `${DNSOWL[0]} → ${CF[0]}`,
    `${DNSOWL[1]} → ${CF[1]}`,
    `${DNSOWL[2]} → (none)`,
  ]);
  await switchButton.click();
  // The dialog rereads the registrar; the toast is read once the modal dialog no longer hides the page.
  await expect(now).toHaveText(CF);
  await expect(section.getByText('No change')).toBeVisible();
  expect(await simNameservers(page.request, name)).toEqual(CF);
  await edit.getByRole('button', { name: 'Отмена' }).click();
  await expectToast(page, 'Nameservers switched', 'Domain switched to CloudFlare nameservers successfully');

  // Changes: the switch with the old and new name servers side by side.
  await page.getByRole('button', { name: 'Changes', exact: true }).click();
  await page.getByRole('group', { name: 'Change filters' }).getByLabel('Domain').fill(name);
  const rows = page.getByTestId('change-row');
  await expect(rows).toHaveCount(1);
  const change = rows.first();
  await expect(change).toContainText('Name-server switch');
  await expect(change).toContainText('Applied');
  await change.getByRole('button', { expanded: false }).press('Enter');
  const step = change.getByRole('listitem', { name });
  await expect(step.getByRole('list', { name: 'Before' }).getByRole('listitem')).toHaveText(DNSOWL);
  await expect(step.getByRole('list', { name: 'After' }).getByRole('listitem')).toHaveText(CF);

  // Revert: the registrar holds the old name servers again, and the dialog reads them.
  await change.getByRole('button', { name: 'Revert', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Revert this change?' });
  await confirm.getByRole('button', { name: 'Revert', exact: true }).click();
  await expectToast(page, 'Change reverted');
  await expect.poll(() => simNameservers(page.request, name)).toEqual(DNSOWL);
  await expect(rows).toHaveCount(2);

  const reopened = await openEdit(page, name);
  await expect(reopened.section.getByRole('list', { name: 'At the registrar now' }).getByRole('listitem')).toHaveText(DNSOWL);
});
