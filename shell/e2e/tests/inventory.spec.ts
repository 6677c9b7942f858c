// Issue 29, inventory: a Porkbun account's domains (seeded at the simulator) are imported from the
// Domains tab with the job's progress; the checks that follow the import show health badges (expiring,
// auto-renew off, healthy); name servers changed at the registrar show as drift after the next sync,
// the domain's health panel shows both sides, Fix points the registrar back and the check turns OK.
import type { APIRequestContext, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { DEFAULT_PORKBUN_CREDENTIALS, startConnectProxy, type RunningProxy } from '@dop/provider-sims';
import { expect, test } from '../support/fixtures';

// A Porkbun account goes out through a proxy (a required field): a loopback CONNECT proxy, as billing.spec.
let proxy: RunningProxy;
test.beforeAll(async () => {
  proxy = await startConnectProxy();
});
test.afterAll(async () => {
  await proxy.stop();
});

const ORIGIN = () => ({ Origin: new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1').origin });

function porkbunSim(): string {
  const url = process.env.E2E_PORKBUN_SIM_URL;
  if (!url) throw new Error('E2E_PORKBUN_SIM_URL is not set: the global setup must start the registrar simulators');
  return new URL(url).origin;
}

async function simPost(request: APIRequestContext, path: string, data: object): Promise<void> {
  const res = await request.post(`${porkbunSim()}/__sim/porkbun/${path}`, { data });
  expect(res.ok(), await res.text()).toBe(true);
}

async function porkbunAccount(request: APIRequestContext, name: string): Promise<number> {
  const res = await request.post('/api/accounts/porkbun', {
    data: { name, ...DEFAULT_PORKBUN_CREDENTIALS, proxy: proxy.address },
    headers: ORIGIN(),
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { id: number }).id;
}

/** Imports the account from the Domains tab's dialog with its own team tag and waits for the job to finish. */
async function importAccount(page: Page, accountLabel: string, teamTag: string): Promise<void> {
  await page.getByRole('button', { name: 'Import from registrar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from registrar' });
  await dialog.getByLabel('Registrar').selectOption('porkbun');
  await dialog.getByLabel('Account').selectOption({ label: accountLabel });
  await expect(dialog.getByLabel('Team tag')).toHaveValue('2333');
  await dialog.getByLabel('Team tag').fill(teamTag);
  await dialog.getByRole('button', { name: 'Start import' }).click();
  await expect(dialog.getByRole('status')).toHaveText(/Import finished: pages \d+, seen \d+, created \d+, updated \d+/, {
    timeout: 60_000,
  });
  await dialog.getByRole('button', { name: 'Done' }).click();
}

/**
 * The checks that follow an import run as their own job: reload the list, narrowed to the import's team
 * tag (a filter read from Mongo on every request), until the row shows `text`.
 */
async function expectHealth(page: Page, teamTag: string, domain: string, text: string): Promise<void> {
  await expect(async () => {
    await page.reload();
    await page.getByRole('group', { name: 'Фильтры' }).getByLabel('Team tag').fill(teamTag);
    await expect(page.locator(`tr[data-domain="${domain}"]`).getByTestId('health-cell')).toContainText(text, { timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
}

test('import a Porkbun account, see health badges, fix a name-server drift and see it OK', async ({ page, signedIn }) => {
  test.setTimeout(240_000);
  expect(signedIn.username).toBeTruthy();
  const tag = randomBytes(3).toString('hex');
  const healthy = `inv${tag}-ok.com`;
  const expiring = `inv${tag}-exp.com`;
  const soon = new Date(Date.now() + 10 * 24 * 3600_000).toISOString();
  await simPost(page.request, 'seed', {
    domains: [
      { name: healthy, autoRenew: true },
      { name: expiring, expires: soon, autoRenew: false },
    ],
  });
  const accountName = `e2e pork ${tag}`;
  const teamTag = `inv-${tag}`;
  const accountLabel = `${accountName} (#${await porkbunAccount(page.request, accountName)})`;

  await page.goto('/');
  await importAccount(page, accountLabel, teamTag);
  await expectHealth(page, teamTag, expiring, 'Expires in < 30 days');
  await expect(page.locator(`tr[data-domain="${expiring}"]`).getByTestId('health-cell')).toContainText('Auto-renew off');
  await expectHealth(page, teamTag, healthy, 'Healthy');

  // Someone points the domain elsewhere at the registrar; the next sync (an import again) and its check see it.
  await simPost(page.request, 'drift', { domain: healthy, nameservers: ['ns1.elsewhere.example', 'ns2.elsewhere.example'] });
  await importAccount(page, accountLabel, teamTag);
  await expectHealth(page, teamTag, healthy, 'Name-server drift');

  await page.getByRole('button', { name: `Name-server drift: health of ${healthy}` }).click();
  const panel = page.getByRole('dialog', { name: `Health of ${healthy}` });
  const ns = panel.getByRole('listitem', { name: 'Name servers at the registrar' });
  await expect(ns).toHaveAttribute('data-state', 'drift');
  await expect(ns).toContainText('ns1.elsewhere.example, ns2.elsewhere.example');
  await expect(ns).toContainText('curitiba.ns.porkbun.com');
  await ns.getByRole('button', { name: 'Fix name servers' }).click();
  // The fix's outcome in the panel (an error would read as an alert there, with the server's message).
  const outcome = panel.locator('p[role="status"], p[role="alert"]').filter({ hasNotText: 'Checking' });
  await expect(outcome).toBeVisible({ timeout: 30_000 });
  await expect(outcome, (await outcome.textContent()) ?? undefined).toHaveAttribute('role', 'status');
  // The check that follows the fix ends, the list reloads and the panel follows it.
  await expect(ns).toHaveAttribute('data-state', 'ok', { timeout: 60_000 });
  await expect(ns.getByRole('button', { name: 'Fix name servers' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.locator(`tr[data-domain="${healthy}"]`).getByTestId('health-cell')).toContainText('Healthy');
});
