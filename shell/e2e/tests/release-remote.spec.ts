// Independent tab releases (design.md §7): `deploy/release-remote mf-domains` publishes a new build of
// one remote while a browser has the shell open; the shell notices through /api/deployment/status,
// reloads, and the tab runs the new build. The shell is not rebuilt. Rollback restores the tab.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { REPO_ROOT } from '../support/hidden-dist';
import { productDataDir } from '../support/product-processes';

const REMOTE = 'mf-domains';
const TITLE = 'Domains A records';
const CHANGED = 'Domains A records (release check)';

/** Runs the release tool as an operator would; asynchronous, so the browser keeps running meanwhile. */
async function releaseRemote(dataDir: string, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(path.join(REPO_ROOT, 'deploy/release-remote'), [REMOTE, ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
  });
  return stdout;
}

const versionIn = (out: string) => /released (\S+)/.exec(out)![1];

/** A copy of a released build with the tab title changed: what a new build of the remote would carry. */
function patchedCopy(from: string): string {
  const to = fs.mkdtempSync(path.join(os.tmpdir(), 'release-e2e-'));
  fs.cpSync(from, to, { recursive: true });
  let patched = 0;
  for (const file of fs.readdirSync(to).filter((f) => f.endsWith('.js'))) {
    const text = fs.readFileSync(path.join(to, file), 'utf8');
    if (!text.includes(`"${TITLE}"`)) continue;
    fs.writeFileSync(path.join(to, file), text.split(`"${TITLE}"`).join(`"${CHANGED}"`));
    patched++;
  }
  if (!patched) throw new Error(`no chunk of ${from} holds the tab title`);
  return to;
}

const RELEASED_ENTRY = new RegExp(`^/remotes/${REMOTE}/releases/([^/]+)/remoteEntry\\.js$`);

/** Runs `act` and waits for the reload the deployment notice announces; returns the version the tab loaded. */
async function reloadOnto(page: Page, act: () => Promise<unknown>): Promise<string> {
  // A build loaded before comes back revalidated (304): any answer below 400 is the entry being loaded.
  const loaded = page.waitForResponse((r) => RELEASED_ENTRY.test(new URL(r.url()).pathname) && r.status() < 400, { timeout: 180_000 });
  await act();
  await expect(page.getByText('New version deployed', { exact: true })).toBeVisible({ timeout: 30_000 });
  return RELEASED_ENTRY.exec(new URL((await loaded).url()).pathname)![1];
}

let dataDir: string | undefined;
test.afterAll(async () => {
  // Leave the product on its workspace build for the specs that follow.
  while (dataDir && !(await releaseRemote(dataDir, '--status')).includes('current workspace build'))
    await releaseRemote(dataDir, '--rollback');
});

test('a new build of one remote reaches an open tab without a shell rebuild; rollback restores it', async ({
  page,
  signedIn: _signedIn,
}) => {
  test.setTimeout(300_000);
  const data = (dataDir = productDataDir());
  const shellIndex = path.join(REPO_ROOT, 'shell/dist/index.html');
  const shellBefore = { text: fs.readFileSync(shellIndex, 'utf8'), mtime: fs.statSync(shellIndex).mtimeMs };
  const heading = page.getByRole('tabpanel').getByRole('heading', { level: 1 });
  await page.goto('/');
  await expect(heading).toHaveText(TITLE);

  // A real production build of the workspace remote into its own version folder: the tab reloads onto it.
  let v1 = '';
  expect(await reloadOnto(page, async () => (v1 = versionIn(await releaseRemote(data))))).toBe(v1);
  expect(fs.existsSync(path.join(data, 'releases', REMOTE, v1, 'mf-manifest.json'))).toBe(true);
  await expect(heading).toHaveText(TITLE);

  // A new build with a changed title (a patched copy of v1) changes the open tab.
  let v2 = '';
  const next = patchedCopy(path.join(data, 'releases', REMOTE, v1));
  expect(await reloadOnto(page, async () => (v2 = versionIn(await releaseRemote(data, '--from', next))))).toBe(v2);
  await expect(heading).toHaveText(CHANGED);
  fs.rmSync(next, { recursive: true, force: true });

  // Rollback: the tab is back on v1.
  expect(await reloadOnto(page, () => releaseRemote(data, '--rollback'))).toBe(v1);
  await expect(heading).toHaveText(TITLE);
  // Other tabs still work, and the shell was neither rebuilt nor rewritten.
  await page.getByRole('tab', { name: 'Settings', exact: true }).click();
  await expect(heading).toHaveText('Settings');
  expect({ text: fs.readFileSync(shellIndex, 'utf8'), mtime: fs.statSync(shellIndex).mtimeMs }).toEqual(shellBefore);
});
