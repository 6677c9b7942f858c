// Issue 14 acceptance: the Security area behind the server-checked password gate, linking a Telegram
// account through the Bot API simulator's /start, enabling 2FA and signing in with the code it received.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { REPO_ROOT } from '../support/hidden-dist';
import { expectMainShell, expectToast, fillLogin } from '../support/sign-in-page';
import { codeFromTelegram, messagesTo } from '../support/telegram-sim';

/** The user opens the panel's t.me start link in Telegram and presses Start (simulator control). */
async function openStartLink(chatId: number, username: string, link: string): Promise<void> {
  const res = await fetch(`${process.env.E2E_TELEGRAM_SIM_URL}/__sim/telegram/open-link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ chatId, username, link }),
  });
  if (!res.ok) throw new Error(`telegram sim open-link: ${res.status}`);
}

test.describe('Settings → Security', () => {
  // The Security gate is the step-up (issue 25): these accounts start without one, as a fresh sign-in does.
  test.use({ signedInStepUp: false });

  test('the gate refuses a wrong password, unlocks with the right one, and Lock Access locks again', async ({ page, signedIn }) => {
    await page.goto('/security');
    const gate = page.getByRole('form', { name: 'Unlock Security' });
    await gate.getByLabel('Password').fill('not-my-password');
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/auth/step-up'));
    await gate.getByRole('button', { name: 'Unlock' }).click();
    expect((await refused).status()).toBe(401);
    await expect(gate.getByRole('alert')).toHaveText('Incorrect password');
    await expectToast(page, 'Access Denied', 'Incorrect password');

    await gate.getByLabel('Password').fill(signedIn.password);
    await gate.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByRole('switch', { name: 'Enable 2FA' })).toBeVisible();
    await page.reload();
    // Unlocked for the rest of the 15 minutes in this session, reload included.
    await expect(page.getByRole('switch', { name: 'Enable 2FA' })).toBeVisible();

    await page.getByRole('button', { name: 'Lock Access' }).click();
    await expect(page.getByRole('form', { name: 'Unlock Security' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Enable 2FA' })).toHaveCount(0);
  });

  test('link a Telegram account, enable 2FA, sign out, sign in with the code the bot sent', async ({ page, signedIn }) => {
    const chatId = 800_000_000 + Math.floor(Math.random() * 99_999_999);
    const tgName = `tg_${signedIn.username}`.slice(0, 32);
    await page.goto('/security');
    await page.getByLabel('Password').fill(signedIn.password);
    await page.getByRole('button', { name: 'Unlock' }).click();

    const toggle = page.getByRole('switch', { name: 'Enable 2FA' });
    await toggle.click();
    await expectToast(page, 'Failed to update 2FA settings', 'Добавьте хотя бы один Telegram аккаунт перед включением 2FA');
    await expect(toggle).not.toBeChecked();

    const addForm = page.getByRole('form', { name: 'Add Telegram Account' });
    await addForm.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText('Введите Telegram username')).toBeVisible();
    await addForm.getByLabel('Telegram username').fill(`@${tgName}`);
    await addForm.getByRole('button', { name: 'Add' }).click();
    const link = page.getByRole('link', { name: /^https:\/\/t\.me\// });
    const href = (await link.getAttribute('href')) ?? '';
    const list = page.getByRole('list', { name: 'Telegram accounts' });
    await expect(list).toContainText('Waiting for Start');

    await openStartLink(chatId, tgName, href);
    await expect(list).toContainText(`@${tgName} · Linked`);
    await page.getByRole('button', { name: 'Send test message' }).click();
    await expectToast(page, 'Тестовое сообщение отправлено: 1');
    await expect.poll(async () => (await messagesTo(chatId)).length).toBe(1);

    await toggle.click();
    await expectToast(page, '2FA enabled');
    await expect(toggle).toBeChecked();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
    await fillLogin(page, signedIn.email, signedIn.password);
    await expect(page.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible();
    // Message 0 was the test message; the sign-in code is the next one.
    await page.getByLabel('2FA Code').fill(await codeFromTelegram(chatId, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectMainShell(page, signedIn.username);
  });

  test('the built front ends call the server gate and carry no gate password', async () => {
    const files = ['shell', 'mf-settings'].flatMap((dir) => {
      const dist = path.join(REPO_ROOT, dir, 'dist');
      return fs
        .readdirSync(dist, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.js'))
        .map((f) => path.join(dist, f));
    });
    const text = files.map((f) => fs.readFileSync(f, 'utf8')).join('\n');
    expect(text).toContain('/api/auth/step-up');
    // The old product compared the input with a fixed string; no bundle may compare a typed password
    // with a literal (`password === "…"`, in either order) any more.
    expect(text).not.toMatch(/password\w*\s*[!=]==?\s*["'`][^"'`]+["'`]/i);
    expect(text).not.toMatch(/["'`][^"'`]+["'`]\s*[!=]==?\s*\w*password/i);
  });
});
