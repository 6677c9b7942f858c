// Issue 10 acceptance, front-end part: the Hurricane Electric tab against the dns.he.net simulator
// (through an authenticating proxy) and the PowerDNS tab against a real pdns_server, both through the
// real dns-providers and operations services; then the Monitoring Proxy pools.
import type { Page } from '@playwright/test';
import { env, heZones, pdnsResolver, seedHeLogin } from '../support/dns-sims';
import { expect, test } from '../support/fixtures';
import { expectToast } from '../support/sign-in-page';

/** Logs and results arrive through NATS and the operations service, then the panels' next poll (5 s). */
const ARRIVES = { timeout: 20_000 };

async function addHeAccount(page: Page, name: string, email: string, password: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Proxy Server', { exact: true }).fill(env('E2E_HE_PROXY'));
  await dialog.getByLabel('Proxy Username', { exact: true }).fill(env('E2E_HE_PROXY_USER'));
  await dialog.getByLabel('Proxy Password', { exact: true }).fill(env('E2E_HE_PROXY_PASS'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test('Hurricane Electric: an update adds a zone and its records, a full account refuses the next zone', async ({ page, signedIn: _s }) => {
  const tag = Date.now().toString(36);
  const email = `he-${tag}@example.com`;
  const [first, second] = [`he-one-${tag}.test`, `he-two-${tag}.test`];
  await seedHeLogin(email, 'he-right-pass', { zoneLimit: 1 });
  await page.goto('/hurricane-electric');
  await expect(page.getByRole('heading', { level: 1, name: 'Hurricane Electric' })).toBeVisible();
  const name = `HE ${tag}`;
  await addHeAccount(page, name, email, 'he-right-pass');
  await expect(page.getByLabel(`Domains used by ${name}`)).toHaveText('0/50');

  await page.getByRole('button', { name: 'Update DNS' }).click();
  await expectToast(page, 'Please fill in all required fields');

  await page.getByLabel('Domains (one per line)').fill(`${first}\n\n ${second} `);
  await page.getByLabel('IP Address', { exact: true }).fill('203.0.113.44');
  await page.getByLabel('TTL', { exact: true }).selectOption('1800');
  await page.getByLabel('Account', { exact: true }).selectOption({ label: `${name} (${email})` });
  await page.getByRole('button', { name: 'Update DNS' }).click();

  const summary = page.getByRole('table', { name: 'Deployment Summary' });
  await expect(summary.getByRole('row', { name: new RegExp(first) })).toContainText('Success');
  await expect(summary.getByRole('row', { name: new RegExp(second) })).toContainText('Failed');
  await expect(summary.getByRole('row', { name: new RegExp(second) })).toContainText('You have reached the maximum number of zones (1)');
  await expectToast(page, 'DNS Update Failed', '1 of 2 failed');
  await expect(page.getByLabel(`Domains used by ${name}`)).toHaveText('1/50');

  const zones = await heZones(email);
  expect(zones.map((z) => z.name)).toEqual([first]);
  expect(zones[0].records.filter((r) => r.type === 'A').map((r) => [r.name, r.content, r.ttl])).toEqual([
    [first, '203.0.113.44', 1800],
    [`www.${first}`, '203.0.113.44', 1800],
  ]);

  const results = page.getByRole('list', { name: 'DNS Update Results' });
  await expect(results.getByRole('listitem').filter({ hasText: first })).toHaveAttribute('data-badge', 'Success', ARRIVES);
  await expect(results.getByRole('listitem').filter({ hasText: second })).toHaveAttribute('data-badge', 'Failed', ARRIVES);
  const logs = page.getByRole('list', { name: 'Operation Logs' });
  await expect(logs.getByText(`Logging in as ${email}`, { exact: false })).toBeVisible(ARRIVES);
  await expect(logs.getByText(`Failed: ${second}`, { exact: false })).toBeVisible(ARRIVES);
});

test('PowerDNS: an update creates the zone on the real server; summary, results and logs show it', async ({ page, signedIn: _s }) => {
  const tag = Date.now().toString(36);
  const domain = `pdns-${tag}.test`;
  await page.goto('/powerdns');
  await expect(page.getByRole('heading', { level: 1, name: 'PowerDNS' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name', { exact: true }).fill(`Local ${tag}`);
  await dialog.getByLabel('API Key', { exact: true }).fill(env('E2E_PDNS_API_KEY'));
  await dialog.getByLabel('API URL', { exact: true }).fill(env('E2E_PDNS_API_URL'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Update PowerDNS' }).click();
  await expectToast(page, 'Please enter at least one domain');

  await page.getByLabel('Domains (one per line)').fill(domain.toUpperCase());
  await page.getByLabel('PowerDNS Account', { exact: true }).selectOption({ label: `Local ${tag}` });
  await page.getByLabel('Glue IP').fill('198.51.100.53');
  await page.getByLabel('Proxy IPs (one per line)').fill('203.0.113.10\n203.0.113.11');
  await page.getByLabel('Backend Server IP').fill('192.0.2.80');
  await page.getByRole('button', { name: 'Update PowerDNS' }).click();

  await expectToast(page, 'PowerDNS updated', '1 of 1 succeeded');
  const summary = page.getByRole('table', { name: 'Deployment Summary' });
  await expect(summary.getByRole('row', { name: new RegExp(domain) })).toContainText('Zone created');

  const resolver = pdnsResolver();
  expect((await resolver.resolve4(domain)).sort()).toEqual(['203.0.113.10', '203.0.113.11']);
  expect((await resolver.resolveNs(domain)).sort()).toEqual([`ns1.${domain}`, `ns2.${domain}`]);
  expect(await resolver.resolve4(`ns1.${domain}`)).toEqual(['198.51.100.53']);

  const results = page.getByRole('list', { name: 'PowerDNS Results' });
  await expect(results.getByRole('listitem').filter({ hasText: domain })).toHaveAttribute('data-badge', 'Success', ARRIVES);
  const logs = page.getByRole('list', { name: 'PowerDNS Logs' });
  await expect(logs.getByText(`Success: Zone created`, { exact: false })).toBeVisible(ARRIVES);
});

test('Monitoring Proxy: the live proxy is in Rotate and Active, the dead one in Dead', async ({ page, signedIn: _s }) => {
  await page.goto('/powerdns');
  await page.getByRole('tab', { name: 'Monitoring Proxy' }).click();
  await expect(page.getByText('Data updates automatically every 30 minutes.')).toBeVisible();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByLabel('Rotate count')).toHaveText('1');
  await expect(page.getByLabel('Active count')).toHaveText('1');
  await expect(page.getByLabel('Dead count')).toHaveText('1');
  await expect(page.getByLabel('Deploy count')).toHaveText('0');
  await expect(page.getByRole('list', { name: 'Rotate pool' })).toContainText(env('E2E_MONITOR_ALIVE'));
  await expect(page.getByRole('list', { name: 'Dead pool' })).toContainText(env('E2E_MONITOR_DEAD'));
});
