// `npm run demo` as a newcomer runs it: its own product (own port, own data) with every provider on
// the simulators and sample data. The test signs in with the credentials the demo prints and walks
// all nine tabs, finding the sample data in each.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { freePort } from '@dop/service-testing/src/free-port';
import { REPO_ROOT } from '../support/hidden-dist';

interface Demo {
  child: ChildProcess;
  url: string;
  email: string;
  password: string;
  output: () => string;
}

/** Starts `npm run demo` and resolves once it prints how to sign in. */
async function startDemo(dataDir: string): Promise<Demo> {
  const port = await freePort();
  // The front ends are built by the suite's own start; the demo must not rebuild them under it.
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, SKIP_BUILD: '1' };
  const child = spawn('npm', ['run', 'demo'], { cwd: REPO_ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const signIn = /\[demo\] Demo ready after \d+ s: (\S+)\n\[demo\] Sign in with e-mail (\S+) and password (\S+)\./;
  await expect
    .poll(() => (child.exitCode === null ? signIn.test(out) : `demo exited:\n${out}`), { timeout: 280_000, intervals: [1000] })
    .toBe(true);
  const [, url, email, password] = signIn.exec(out)!;
  return { child, url, email, password, output: () => out };
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', () => r()));
}

/** Ctrl-C to the demo's process group, as a user would stop it; SIGKILL if it hangs. */
async function stopDemo(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null) return;
  process.kill(-child.pid, 'SIGINT');
  const timer = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 30_000));
  if ((await Promise.race([exited(child), timer])) === 'timeout') process.kill(-child.pid, 'SIGKILL');
}

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.locator('#main-tab-panel').getByRole('heading', { level: 1 })).toHaveText(name);
}

let demo: Demo | undefined;
let dataDir: string;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dop-demo-e2e-'));
  demo = await startDemo(dataDir);
});
test.afterAll(async () => {
  if (demo) await stopDemo(demo.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('npm run demo: sign in with the printed credentials, every tab shows sample data', async ({ page }) => {
  test.setTimeout(180_000);
  const { url, email, password } = demo!;
  expect(demo!.output()).not.toContain('[demo] ✗');
  const login = await page.request.post(`${url}/api/auth/login`, { data: { email, password }, headers: { origin: url } });
  expect(login.status()).toBe(200);
  await page.goto(url);
  const panel = page.locator('#main-tab-panel');

  await openTab(page, 'Domains A records');
  await expect(panel.getByText('shop-demo.com').first()).toBeVisible();
  await expect(panel.getByText('dyna-demo.com').first()).toBeVisible();
  await openTab(page, 'CloudFlare Management');
  await expect(panel.getByText('cf-demo.com').first()).toBeVisible();
  await openTab(page, 'ENV');
  await panel.getByRole('tab', { name: 'Checker' }).click();
  await expect(panel.getByText('demo-site.test').first()).toBeVisible();
  await openTab(page, 'Hurricane Electric');
  await expect(panel.getByText('he-demo.com').first()).toBeVisible();
  await openTab(page, 'PowerDNS');
  await expect(panel.getByText('pdns-demo.com').first()).toBeVisible();
  await openTab(page, 'Hosting');
  await expect(panel.getByText('Demo DiorHost')).toBeVisible();
  await openTab(page, 'SSH');
  await expect(panel.getByText('127.0.0.1: running')).toBeVisible();
  await openTab(page, 'Billing');
  await expect(panel.getByText('Demo namesilo').first()).toBeVisible();
  await openTab(page, 'Settings');
  await expect(panel.getByText('Demo namecheap').first()).toBeVisible();
});
