// Test accounts: unique per test (the suite shares one identity database), registered through the
// real API, with the e-mail code read from the captured mail. Under the team model (issue 25) every
// sign-up after the owner's is pending: registerAndSignIn has the owner approve the account (as an
// admin unless told otherwise) and steps it up, so the specs' flows that purchase, delete or reveal
// run as they did before roles existed.
import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { codeFromMail, countMails, VERIFY_SUBJECT } from './mailbox';
import { approveMember, stepUp, type Role } from './team';

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

export interface SignUpOptions {
  /** The role the owner approves the account with; 'pending' leaves it waiting for approval. Default admin. */
  role?: Role | 'pending';
  /** Step the session up (POST /api/auth/step-up) once it is active. Default true. */
  stepUp?: boolean;
}

/** Registers the account and verifies its e-mail: signed in, and pending until someone approves it. */
export async function registerAndVerify(request: APIRequestContext, account: Account, invite?: string): Promise<void> {
  const before = countMails(account.email, VERIFY_SUBJECT);
  const registered = await request.post('/api/auth/register', { data: invite ? { ...account, invite } : account });
  expect(registered.status(), await registered.text()).toBe(201);
  const code = await codeFromMail(account.email, VERIFY_SUBJECT, before);
  const verified = await request.post('/api/auth/verify-email', { data: { email: account.email, code } });
  expect(verified.status(), await verified.text()).toBe(200);
}

/**
 * Registers and verifies the account, has the owner approve it and steps it up; the session cookie
 * lands in `request`'s cookie jar, which is the browser context's when `request` is `page.request`.
 */
export async function registerAndSignIn(request: APIRequestContext, account: Account, options: SignUpOptions = {}): Promise<void> {
  await registerAndVerify(request, account);
  const role = options.role ?? 'admin';
  if (role === 'pending') return;
  await approveMember(account.email, role);
  if (options.stepUp ?? true) await stepUp(request, account.password);
}
