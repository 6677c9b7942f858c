// Global-setup side of the team model (issue 25): the product starts with OWNER_EMAIL set to this
// owner, who registers and verifies first, through the real API and the captured verification mail.
// Workers find the credentials in E2E_OWNER_* (global-setup.ts sets them; workers inherit its env).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { waitFor } from '@dop/service-testing/src/wait-for';
import type { CapturedMail } from './smtp-capture';
import type { OwnerCredentials } from './team';

export function newOwner(): OwnerCredentials {
  const id = randomBytes(4).toString('hex');
  return { username: `owner_${id}`, email: `owner_${id}@example.test`, password: `Owner-${randomBytes(9).toString('hex')}` };
}

function verifyCode(mailDir: string, to: string): string | undefined {
  for (const f of fs.readdirSync(mailDir).filter((f) => f.endsWith('.json'))) {
    const mail = JSON.parse(fs.readFileSync(path.join(mailDir, f), 'utf8')) as CapturedMail;
    const m = mail.to === to && mail.subject === 'Verify your email' ? /\b(\d{6})\b/.exec(mail.text) : null;
    if (m?.[1]) return m[1];
  }
  return undefined;
}

async function post(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** Registers and verifies the owner; throws with the product's answer when a step fails. */
export async function registerOwner(baseUrl: string, mailDir: string, owner: OwnerCredentials): Promise<void> {
  const registered = await post(`${baseUrl}/api/auth/register`, owner);
  if (registered.status !== 201) throw new Error(`owner registration: ${registered.status} ${await registered.text()}`);
  const code = await waitFor(() => verifyCode(mailDir, owner.email), {
    timeoutMs: 20_000,
    intervalMs: 200,
    what: `a verification mail to the owner ${owner.email}`,
  });
  const verified = await post(`${baseUrl}/api/auth/verify-email`, { email: owner.email, code });
  if (verified.status !== 200) throw new Error(`owner verification: ${verified.status} ${await verified.text()}`);
  const body = (await verified.json()) as { user?: { role?: string; status?: string } };
  // Before identity knows roles there is none to check; once it does, the owner must be the owner.
  if (body.user?.role !== undefined && (body.user.role !== 'owner' || body.user.status !== 'active')) {
    throw new Error(`the first account, OWNER_EMAIL's, is ${body.user.role}/${body.user.status}, not an active owner`);
  }
}
