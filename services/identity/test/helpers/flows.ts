// Sign-up and sign-in the way the shell drives them, reading codes from the captured mail.
import type { MemberStatus, Role } from '@dop/contracts/access';
import type { Harness } from './harness';
import { call, sidFrom, type SignedAs } from './client';
import { codeIn } from './smtp-capture';

let counter = 0;

export function newAccount(tag = 'user') {
  counter += 1;
  const id = `${tag}${counter}${Date.now().toString(36)}`;
  return { username: id, email: `${id}@example.test`, password: `pw-${id}-Secret!` };
}

/** Registers and verifies; returns the account, its user id and the session cookie. */
export async function registerVerified(h: Harness, account = newAccount()) {
  const reg = await call(h.app, 'POST', '/api/auth/register', account);
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${JSON.stringify(reg.body)}`);
  const code = codeIn(await h.smtp.next(account.email));
  const ver = await call(h.app, 'POST', '/api/auth/verify-email', { email: account.email, code });
  if (ver.status !== 200) throw new Error(`verify: ${ver.status} ${JSON.stringify(ver.body)}`);
  return { ...account, id: ver.body.user.id as string, cookie: sidFrom(ver.setCookie) };
}

export async function login(h: Harness, email: string, password: string) {
  return call(h.app, 'POST', '/api/auth/login', { email, password });
}

/**
 * A verified account with this role and status in the database (set directly: how members get there
 * is tested on its own), with its session cookie. `as` is what the gateway would sign for it.
 */
export async function member(h: Harness, role: Role, status: MemberStatus = 'active', account = newAccount(role)) {
  const m = await registerVerified(h, account);
  await h.app.identity.models.users.updateOne({ _id: m.id }, { $set: { role, status } });
  return { ...m, role, status, as: { id: m.id, role, status } as SignedAs };
}
