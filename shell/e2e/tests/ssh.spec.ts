// Issue 12 acceptance, front-end part: the SSH tab against the real ssh service and a real sshd on a
// loopback port (sims/sshd.ts). Lines arrive in the console, the live socket is killed mid-job and
// the tab reconnects and continues, the job leaves the active list; a wrong password fails with the
// spec's texts.
import type { WebSocketRoute } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectToast } from '../support/sign-in-page';
import { sshTarget } from '../support/ssh-target';

const steps = (host: string) => [1, 2, 3, 4, 5, 6].map((n) => `[${host}] step ${n} of 6`);

test('install from the UI: lines arrive, a killed socket reconnects and the console continues, the job leaves the active list', async ({
  page,
  signedIn: _s,
}) => {
  const host = sshTarget.host();
  await sshTarget.closeGate();
  const sockets: Array<{ page: WebSocketRoute; server: WebSocketRoute }> = [];
  await page.routeWebSocket(/\/ssh-ws/, (ws) => {
    sockets.push({ page: ws, server: ws.connectToServer() });
  });
  await page.goto('/ssh');
  const live = page.getByRole('status', { name: 'Live connection' });
  await expect(live).toHaveText('Live');
  await expect(page.getByText('No active background jobs')).toBeVisible();

  await page.getByRole('button', { name: 'Start installation' }).click();
  await expect(page.getByRole('alert')).toHaveText('Заполните все поля IP и пароля');
  await page.getByLabel('IP 1').fill(host);
  await page.getByLabel('Password 1').fill(sshTarget.password());
  await page.getByRole('button', { name: 'Start installation' }).click();

  const consoleLog = page.getByRole('log', { name: 'Installation console' });
  await expect(consoleLog).toContainText(`[${host}] step 1 of 6`);
  await expect(consoleLog).toContainText(`[${host}] step 3 of 6`);
  const jobs = page.getByRole('list', { name: 'Active background jobs' }).getByRole('listitem');
  await expect(jobs).toHaveCount(1);
  await expect(jobs.first()).toContainText(`${host}: running`);

  // Kill the socket mid-job (an abnormal close, not 1000); the script goes on meanwhile.
  const killed = sockets.length;
  await sockets[killed - 1].server.close({ code: 4000, reason: 'killed by the test' });
  await sockets[killed - 1].page.close({ code: 4000, reason: 'killed by the test' });
  await expect(live).toHaveText('Reconnecting (attempt 1 of 5)');
  await sshTarget.openGate();
  await expect(live).toHaveText('Live');
  expect(sockets.length).toBe(killed + 1);

  await expect(consoleLog).toContainText(`[${host}] step 6 of 6`);
  await expect(consoleLog).toContainText('Установка завершена: 1 of 1 servers completed');
  await expectToast(page, 'Установка завершена');
  await expect(page.getByText('No active background jobs')).toBeVisible();
  // Every line once, in order: nothing lost or repeated across the reconnect.
  expect(await consoleLog.getByText(/step \d of 6$/).allTextContents()).toEqual(steps(host));
  await expect(page.getByRole('button', { name: 'Start installation' })).toBeEnabled();

  // The console is kept in browser storage across a reload.
  await page.reload();
  await expect(page.getByRole('log', { name: 'Installation console' })).toContainText(`[${host}] step 6 of 6`);
  await expect(page.getByLabel('IP 1')).toHaveValue(host);
});

test('a wrong password: rows add and remove, the job fails with Критическая ошибка and the failure toast', async ({
  page,
  signedIn: _s,
}) => {
  const host = sshTarget.host();
  await page.goto('/ssh');
  await expect(page.getByRole('button', { name: 'Remove server 1' })).toBeDisabled();
  await page.getByRole('button', { name: 'Add server' }).click();
  await expect(page.getByLabel('IP 2')).toBeVisible();
  await page.getByRole('button', { name: 'Remove server 2' }).click();
  await expect(page.getByLabel('IP 2')).toHaveCount(0);
  await expect(page.getByText('root', { exact: true })).toBeVisible();

  await page.getByLabel('IP 1').fill(host);
  await page.getByLabel('Password 1').fill('not-the-password');
  await page.getByRole('button', { name: 'Start installation' }).click();
  const consoleLog = page.getByRole('log', { name: 'Installation console' });
  await expect(consoleLog).toContainText(`Критическая ошибка: 1 of 1 servers failed: ${host} (Authentication failed for`);
  await expect(consoleLog).toContainText('wrong user name or password');
  await expectToast(page, 'Произошла ошибка при установке');
  await expect(page.getByRole('button', { name: 'Start installation' })).toBeEnabled();
});
