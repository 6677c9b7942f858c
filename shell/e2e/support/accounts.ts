// Test accounts: unique per test (the suite shares one identity database), registered through the
// real API, with the e-mail code read from the captured mail.
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { codeFromMail, countMails, VERIFY_SUBJECT } from './mailbox';

export interface Account {
  username: string;
  email: string;
  password: string;
}

export function newAccount(prefix = 'e2e'): Account {
  const id = randomBytes(4).toString('hex');
  const username = `${prefix}_${id}`;
  return { username, email: `${username}@example.test`, password: `Pw-${randomBytes(6).toString('hex')}` };
}

/**
 * Registers and verifies the account; the session cookie lands in `request`'s cookie jar, which is
 * the browser context's when `request` is `page.request`.
 */
export async function registerAndSignIn(request: APIRequestContext, account: Account): Promise<void> {
  const before = countMails(account.email, VERIFY_SUBJECT);
  const registered = await request.post('/api/auth/register', { data: account });
  expect(registered.status(), await registered.text()).toBe(201);
  const code = await codeFromMail(account.email, VERIFY_SUBJECT, before);
  const verified = await request.post('/api/auth/verify-email', { data: { email: account.email, code } });
  expect(verified.status(), await verified.text()).toBe(200);
}
