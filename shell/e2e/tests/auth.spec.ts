import { expect, test } from '@playwright/test';
import { newAccount, registerAndSignIn } from '../support/accounts';
import { approveMember } from '../support/team';
import { codeFromMail, countMails, RESET_SUBJECT, VERIFY_SUBJECT } from '../support/mailbox';
import { expectMainShell, expectToast, fillLogin, fillRegister } from '../support/sign-in-page';

test.describe('sign-in area', () => {
  test('register → e-mail code → verify → welcome toast → pending until approved → main shell; logout → /login', async ({ page }) => {
    const account = newAccount('reg');
    await page.goto('/login');
    await fillRegister(page, account);

    await expect(page.getByRole('heading', { name: 'Email Verification' })).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
    const code = await codeFromMail(account.email, VERIFY_SUBJECT, 0);
    const codeInput = page.getByLabel('Verification Code');
    await codeInput.fill(`${code}99`);
    await expect(codeInput).toHaveValue(code); // at most 6 characters
    await page.getByRole('button', { name: 'Verify' }).click();

    await expectToast(page, 'Регистрация успешна', `Добро пожаловать, ${account.username}!`);
    // Issue 25: a sign-up after the owner's waits for approval; the owner approves it, and on the next
    // load the member is in the main shell as the spec shows it.
    await expect(page.getByText('Your account is waiting for approval by an administrator.', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Main tabs' })).toHaveCount(0);
    await approveMember(account.email, 'operator');
    await page.reload();
    await expect(page).toHaveURL(/\/$/);
    await expectMainShell(page, account.username);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    // The session is gone on the server too: a protected route shows the sign-in screen.
    await page.goto('/billing');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Main tabs' })).toHaveCount(0);
  });

  test('a wrong password gives "Ошибка входа" with the server message; the right one signs in', async ({ page }) => {
    const account = newAccount('pw');
    await registerAndSignIn(page.request, account);
    await page.context().clearCookies();
    await page.goto('/');
    await fillLogin(page, account.email, 'not-the-password');
    await expectToast(page, 'Ошибка входа', 'Invalid email or password');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();

    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectMainShell(page, account.username);
  });

  test('forgot → "Reset code sent" → reset → "Password reset successful" → sign in with the new password', async ({ page }) => {
    const account = newAccount('reset');
    await registerAndSignIn(page.request, account);
    await page.context().clearCookies();
    await page.goto('/auth');

    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await expectToast(page, 'Error', 'Please enter your email address');

    const before = countMails(account.email, RESET_SUBJECT);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await expectToast(page, 'Reset code sent', 'Check your email for the verification code');
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();

    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectToast(page, 'Error', 'Please enter verification code and new password');
    const code = await codeFromMail(account.email, RESET_SUBJECT, before);
    const newPassword = `${account.password}-new`;
    await page.getByLabel('Verification Code').fill(code);
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectToast(page, 'Password reset successful', 'You can now sign in with your new password');

    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await fillLogin(page, account.email, account.password);
    await expectToast(page, 'Ошибка входа', 'Invalid email or password');
    await fillLogin(page, account.email, newPassword);
    await expectMainShell(page, account.username);
  });

  test('back buttons return to Sign In and clear every form', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('someone@example.test');
    await page.getByLabel('Password', { exact: true }).fill('secret');
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await page.getByLabel('Email').fill('other@example.test');
    await page.getByRole('button', { name: 'Back to Sign In' }).click();

    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Email')).toHaveValue('');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await expect(page.getByLabel('Email')).toHaveValue('');
  });

  test('signed out, protected routes show the sign-in screen and an unknown path the 404 page', async ({ page }) => {
    for (const path of ['/', '/billing', '/security']) {
      await page.goto(path);
      await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
    }
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });
});
