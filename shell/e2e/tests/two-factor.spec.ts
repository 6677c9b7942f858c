import { expect, test } from '@playwright/test';
import { newAccount, registerAndSignIn } from '../support/accounts';
import { enableTelegram2fa } from '../support/identity-db';
import { expectMainShell, expectToast, fillLogin } from '../support/sign-in-page';
import { codeFromTelegram, startChat } from '../support/telegram-sim';

test.describe('two-factor sign-in through the Telegram Bot API simulator', () => {
  test('the code goes to the linked chat; an empty or wrong code is refused; the right one signs in', async ({ page }) => {
    const account = newAccount('tfa');
    const chat = { chatId: 700_000_000 + Math.floor(Math.random() * 99_999_999), username: `tg_${account.username}` };
    await registerAndSignIn(page.request, account);
    await page.context().clearCookies();
    await startChat(chat.chatId, chat.username);
    await enableTelegram2fa(account.email, chat);

    await page.goto('/login');
    await fillLogin(page, account.email, account.password);
    await expectToast(page, '2FA код отправлен', 'Код отправлен в 1 Telegram аккаунт(ов)');
    await expect(page.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible();
    await expect(page.getByText('Code sent to your Telegram accounts')).toBeVisible();
    const code = await codeFromTelegram(chat.chatId, 0);

    const input = page.getByLabel('2FA Code');
    await input.fill('   ');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectToast(page, 'Ошибка', 'Введите 2FA код');

    const wrong = code === '000000' ? '111111' : '000000';
    await input.fill(`${wrong}12`);
    await expect(input).toHaveValue(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectToast(page, 'Ошибка входа');
    await expect(page.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible();

    await input.fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectMainShell(page, account.username);
  });
});
