// Issue 30, import and export, through the browser: the domain list downloads as CSV with its search;
// a domain's zone file downloads with the A record the namesilo simulator holds; a zone file imported in
// the DNS dialog names its MX line as not imported, plans, applies, and the simulator holds the new IP;
// a zone file with a bad line names the line and changes nothing; a 2-row CSV adds domains and applies
// their IPs.
import type { APIRequestContext, Download, Locator, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { expect, test } from '../support/fixtures';
import { namesiloAccount, simARecords, simUrl } from '../support/namesilo-sim';
import { expectToast } from '../support/sign-in-page';

const OLD = '198.51.100.50';
const NEW = '203.0.113.50';
const ORIGIN = { Origin: new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1').origin };

/** Puts the domains at the simulator holding @ and www at this IP (replacing what they held). */
async function simHolds(request: APIRequestContext, names: string[], ip: string): Promise<void> {
  const records = ['@', 'www'].map((name) => ({ name, type: 'A', content: ip, ttl: 3600 }));
  const res = await request.post(`${simUrl()}/__sim/namesilo/seed`, { data: { domains: names.map((name) => ({ name, records })) } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Adds the domains to the panel with the account, leaving their records at the registrar as they are. */
async function addDomains(request: APIRequestContext, names: string[], accountId: number): Promise<void> {
  const res = await request.post('/api/domains/bulk', {
    data: { domains: names, ipAddress: OLD, accounts: { namesilo: accountId }, updateRecords: false },
    headers: ORIGIN,
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Clicks the button and returns the download it starts, read as text. */
async function downloadOf(button: Locator, page: Page): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { download, text: await fs.readFile(await download.path(), 'utf8') };
}

async function openList(page: Page, search: string, rows: number): Promise<void> {
  await page.goto('/');
  await page.getByPlaceholder('Поиск доменов по имени или регистратору...').fill(search);
  await expect(page.getByRole('row').filter({ hasText: search })).toHaveCount(rows);
}

async function openDns(page: Page, name: string): Promise<Locator> {
  await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'Редактировать DNS записи' }).click();
  const dns = page.getByRole('dialog', { name });
  await expect(dns.getByLabel('Name 1')).toBeVisible();
  return dns;
}

const tag = () => `e2e${randomBytes(3).toString('hex')}`;

test('the domain list downloads as CSV with its search, every row', async ({ page, signedIn }) => {
  expect(signedIn.username).toBeTruthy();
  const prefix = tag();
  const names = [`${prefix}-list-a.com`, `${prefix}-list-b.com`];
  await simHolds(page.request, names, OLD);
  await addDomains(page.request, names, await namesiloAccount(page.request));
  await openList(page, prefix, 2);

  const { download, text } = await downloadOf(page.getByRole('button', { name: 'Export CSV' }), page);
  expect(download.suggestedFilename()).toBe('domains.csv');
  const [head, ...lines] = text.trim().split('\n');
  const column = head.split(',').indexOf('name');
  expect(column).toBeGreaterThanOrEqual(0);
  expect(lines.map((l) => l.split(',')[column]).sort()).toEqual(names);
});

test('a zone file exports as the simulator holds it, imports with its MX named, applies; a bad line changes nothing', async ({
  page,
  signedIn,
}) => {
  test.setTimeout(120_000);
  expect(signedIn.username).toBeTruthy();
  const name = `${tag()}-zone.com`;
  await simHolds(page.request, [name], OLD);
  await addDomains(page.request, [name], await namesiloAccount(page.request));
  await openList(page, name, 1);

  // Export: the A records as the registrar holds them now.
  let dns = await openDns(page, name);
  const exported = await downloadOf(dns.getByRole('button', { name: 'Export zone file' }), page);
  expect(exported.download.suggestedFilename()).toBe(`${name}.zone`);
  expect(exported.text).toMatch(new RegExp(`^@\\s+3600\\s+IN\\s+A\\s+${OLD.replaceAll('.', '\\.')}$`, 'm'));

  // A bad line: each line's problem, no plan, nothing changed at the registrar.
  await dns.getByRole('button', { name: 'Import zone file' }).click();
  let zoneDialog = page.getByRole('dialog', { name: 'Import zone file' });
  await zoneDialog.getByLabel('Zone file text').fill(`@ IN A ${NEW}\nbad line here\nx IN A 300.1.1.1\n`);
  await zoneDialog.getByRole('button', { name: 'Import', exact: true }).click();
  const problems = zoneDialog.getByRole('list', { name: 'The zone file was not imported' });
  await expect(problems.getByRole('listitem')).toHaveText([
    'Line 2: not a DNS record (unknown type LINE)',
    'Line 3: 300.1.1.1 is not an IPv4 address',
  ]);
  await expect(zoneDialog.getByRole('button', { name: 'Apply' })).toHaveCount(0);
  expect(await simARecords(page.request, name)).toEqual([`@=${OLD}`, `www=${OLD}`]);
  await zoneDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(zoneDialog).toHaveCount(0);

  // A good file, uploaded: the MX on line 5 is named as not imported; the plan shows the change; Apply.
  await dns.getByRole('button', { name: 'Import zone file' }).click();
  zoneDialog = page.getByRole('dialog', { name: 'Import zone file' });
  const zone = `$ORIGIN ${name}.\n$TTL 3600\n@ IN A ${NEW}\nwww IN A ${NEW}\nmail IN MX 10 mx.${name}.\n`;
  await zoneDialog
    .getByLabel('Zone file to upload')
    .setInputFiles({ name: `${name}.zone`, mimeType: 'text/plain', buffer: Buffer.from(zone) });
  await expect(zoneDialog.getByLabel('Zone file text')).toHaveValue(zone);
  await zoneDialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(zoneDialog.getByRole('list', { name: 'Not imported (A records only)' })).toHaveText('Line 5: MX mail — not imported');
  await expect(zoneDialog.getByText('1 domain · 1 changed · 0 unchanged · 0 could not be read')).toBeVisible();
  expect(await simARecords(page.request, name)).toEqual([`@=${OLD}`, `www=${OLD}`]);
  await zoneDialog.getByRole('button', { name: 'Apply' }).click();
  await expectToast(page, 'Change applied', '1 of 1 domain updated');
  await expect.poll(() => simARecords(page.request, name)).toEqual([`@=${NEW}`, `www=${NEW}`]);
  // Applying closed the DNS dialog too: its rows were what the import replaced.
  dns = page.getByRole('dialog', { name });
  await expect(dns).toHaveCount(0);
});

test('a 2-row CSV adds the domains to the list and applies their IPs', async ({ page, signedIn }) => {
  test.setTimeout(120_000);
  expect(signedIn.username).toBeTruthy();
  const prefix = tag();
  const names = [`${prefix}-csv-a.com`, `${prefix}-csv-b.com`];
  await simHolds(page.request, names, OLD);
  const account = await namesiloAccount(page.request);
  await page.goto('/');

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import CSV' });
  const csv = ['name,registrar,account,tags,ip', ...names.map((n) => `${n},namesilo,${account},,${NEW}`)].join('\n');
  await dialog.getByLabel('CSV file text').fill(csv);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByText('Added 2, updated 0, unchanged 0')).toBeVisible();
  await expect(dialog.getByText('2 domains · 2 changed · 0 unchanged · 0 could not be read')).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expectToast(page, 'Change applied', '2 of 2 domains updated');
  for (const n of names) await expect.poll(() => simARecords(page.request, n)).toEqual([`@=${NEW}`, `www=${NEW}`]);

  await page.getByPlaceholder('Поиск доменов по имени или регистратору...').fill(prefix);
  await expect(page.getByRole('row').filter({ hasText: prefix })).toHaveCount(2);
});
