// A real user signed up through the gateway the way the shell does it: register, read the code from
// identity's mail outbox (DATA_DIR/outbox, used when no SMTP_URL is set), verify, keep the sid cookie.
import fs from 'node:fs';
import path from 'node:path';
import { waitFor } from '@dop/service-testing';

export interface SignedUpUser {
  id: string;
  username: string;
  email: string;
  password: string;
  /** `sid=…`, ready for a Cookie header. */
  cookie: string;
}

function codeFromOutbox(dataDir: string, email: string): string | null {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return null;
  const mails = fs
    .readdirSync(dir)
    .sort()
    .reverse()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
  const mail = mails.find((m) => m.includes(email));
  return mail ? (/code is (\d{6})/.exec(mail)?.[1] ?? null) : null;
}

export async function signUp(gatewayUrl: string, dataDir: string, tag: string): Promise<SignedUpUser> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const account = { username: `${tag}${suffix}`, email: `${tag}${suffix}@example.test`, password: `Pw-${tag}-${suffix}-long!` };
  const post = (p: string, body: unknown) =>
    fetch(`${gatewayUrl}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: gatewayUrl },
      body: JSON.stringify(body),
    });
  const reg = await post('/api/auth/register', account);
  if (reg.status !== 201) throw new Error(`register ${tag}: ${reg.status} ${await reg.text()}`);
  const code = await waitFor(() => codeFromOutbox(dataDir, account.email), {
    what: `verification mail to ${account.email}`,
    // Identity hashes the password before it mails the code: seconds on a loaded 2-core machine.
    timeoutMs: 60_000,
  });
  const ver = await post('/api/auth/verify-email', { email: account.email, code });
  if (ver.status !== 200) throw new Error(`verify ${tag}: ${ver.status} ${await ver.text()}`);
  const sid = /sid=[^;]+/.exec(ver.headers.get('set-cookie') ?? '')?.[0];
  if (!sid) throw new Error(`verify ${tag}: no sid cookie`);
  const { user } = (await ver.json()) as { user: { id: string } };
  return { ...account, id: user.id, cookie: sid };
}
