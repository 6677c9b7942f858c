// `npm run demo` as a newcomer runs it: its own product (own port, own data) with every provider on
// the simulators and sample data. The test signs in with the credentials the demo prints and walks
// all nine tabs, finding the sample data in each; adds domains the demo lists (done at the registrar
// simulator, not failed); finds the PowerDNS and SSH samples on the real pdns_server and sshd the demo
// runs as root; and, stopped with Ctrl-C, the SSH sample's throwaway user and sshd are gone.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { greetsWith } from '@dop/service-testing/src/tcp-greeting';
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
  // Called by the Ctrl-C test and again after all: npm ended by the signal has a signalCode, no exitCode.
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
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
let sshTarget: { user: string; port: number } | undefined;
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

/** Signed in as the demo user; writes carry the site's Origin (the gateway's CSRF check). */
async function demoApi(request: APIRequestContext) {
  const { url, email, password } = demo!;
  expect((await request.post(`${url}/api/auth/login`, { data: { email, password }, headers: { origin: url } })).status()).toBe(200);
  const call = async <T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> => {
    const res = await request.fetch(`${url}${path}`, { method, data, headers: { origin: url } });
    expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
  return { get: <T>(path: string) => call<T>('GET', path), post: <T>(path: string, data: unknown) => call<T>('POST', path, data) };
}

test('the domains the demo lists add with their A records at the registrar simulator', async ({ request }) => {
  test.setTimeout(120_000);
  const listed = /\[demo\]\s+namesilo: (\S+) … (\S+)\n[\s\S]*\[demo\]\s+all \d+ names, one a line: (\S+)\n/.exec(demo!.output());
  expect(listed, demo!.output()).not.toBeNull();
  const [, first, last, file] = listed!;
  const names = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((n) => n.startsWith('namesilo-'));
  expect(names).toHaveLength(20);
  expect([names[0], names[19]]).toEqual([first, last]);

  const api = await demoApi(request);
  const accounts = await api.get<Array<{ id: number; name: string | null }>>('/api/accounts/namesilo');
  const account = accounts.find((a) => a.name === 'Demo namesilo')!;
  const ip = '198.51.100.23';
  // The first bulk add a newcomer tries: the listed names of one registrar, with its account chosen.
  const added = await api.post<{ added: number; jobId: string }>('/api/domains/bulk', {
    domains: names,
    ipAddress: ip,
    accounts: { namesilo: account.id },
  });
  expect(added.added).toBe(20);
  const job = `/api/domains/bulk/jobs/${added.jobId}`;
  await expect.poll(async () => (await api.get<{ finished: boolean }>(job)).finished, { timeout: 90_000 }).toBe(true);
  expect(await api.get(job)).toMatchObject({ total: 20, done: 20, failed: 0 });

  const found = await api.get<{ domains: Array<{ id: string; name: string }> }>(`/api/domains?showAll=true&search=${first}`);
  const domain = found.domains.find((d) => d.name === first)!;
  // Read back from the registrar (the simulator), not from the panel's own copy.
  const current = await api.get<{ provider: string; records: Array<{ name: string; content: string }> | null }>(
    `/api/domains/${domain.id}/records/current`,
  );
  expect(current.records).toEqual(expect.arrayContaining([expect.objectContaining({ name: '@', content: ip })]));
});

test('as root the PowerDNS account and the SSH server are there, on a real pdns_server and sshd', async ({ request }) => {
  expect(process.getuid?.(), 'the e2e suite runs as root here, so the demo can install and run both').toBe(0);
  expect(demo!.output()).not.toMatch(/sample(s)? (will be )?skipped/);
  const api = await demoApi(request);

  const pdns = (await api.get<Array<{ name: string; apiUrl: string }>>('/api/accounts/powerdns')).find((a) => a.name === 'Demo PowerDNS');
  expect(pdns?.apiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  // pdns_server's own folder under the demo's DATA_DIR, with the zones the sample made.
  const pdnsDir = fs.readdirSync(dataDir).find((n) => n.startsWith('pdns-'));
  expect(pdnsDir).toBeDefined();
  const zones = execFileSync('sqlite3', [path.join(dataDir, pdnsDir!, 'pdns.sqlite3'), 'select name from domains order by name'], {
    encoding: 'utf8',
  });
  expect(zones.trim().split('\n')).toEqual(['pdns-demo.com', 'pdns-demo.net']);

  const target = /SSH target: user (\S+) on a loopback-only sshd at 127\.0\.0\.1:(\d+)/.exec(demo!.output());
  expect(target, demo!.output()).not.toBeNull();
  sshTarget = { user: target![1], port: Number(target![2]) };
  expect(execFileSync('getent', ['passwd'], { encoding: 'utf8' })).toContain(`${sshTarget.user}:`);
  expect(await greetsWith('127.0.0.1', sshTarget.port, 'SSH-2.0-')).toBe(true);
  const jobs = await api.get<{ jobs: Array<{ servers: Array<{ host: string }> }> }>('/api/ssh/active-jobs?showAll=true');
  expect(jobs.jobs.flatMap((j) => j.servers.map((s) => s.host))).toContain('127.0.0.1');
});

test('Ctrl-C removes the SSH target: its user is deleted and its sshd stopped', async () => {
  expect(sshTarget, 'the previous test found the SSH target').toBeDefined();
  test.setTimeout(60_000);
  await stopDemo(demo!.child);
  // npm may exit before the demo's own Ctrl-C handler has finished its teardown: poll.
  const users = () => execFileSync('getent', ['passwd'], { encoding: 'utf8' });
  await expect.poll(() => users().includes(`${sshTarget!.user}:`), { timeout: 30_000 }).toBe(false);
  await expect.poll(() => greetsWith('127.0.0.1', sshTarget!.port, 'SSH-2.0-'), { timeout: 30_000 }).toBe(false);
});
