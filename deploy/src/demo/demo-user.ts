// The demo user: registered through the API like anyone, its e-mail code read from the outbox the
// identity service writes under DATA_DIR when no SMTP server is configured.
import fs from 'node:fs';
import path from 'node:path';
import { waitFor } from '@dop/service-kit/src/wait-for';
import { DEMO_WAIT, type DemoApi } from './api';

export const DEMO_USER = { username: 'demo', email: 'demo@example.com', password: 'Demo-pass-2026' } as const;

function codeFor(outbox: string, email: string, after: Set<string>): string | false {
  if (!fs.existsSync(outbox)) return false;
  for (const file of fs.readdirSync(outbox).sort().reverse()) {
    if (after.has(file)) continue;
    const text = fs.readFileSync(path.join(outbox, file), 'utf8');
    const code = text.includes(email)
      ? /\b(\d{6})\b/.exec(
          text
            .split(/\r?\n\r?\n/)
            .slice(1)
            .join('\n'),
        )?.[1]
      : undefined;
    if (code) return code;
  }
  return false;
}

export async function signInDemoUser(api: DemoApi, dataDir: string): Promise<void> {
  // A demo started again on its data: the user is there already. (Registering a taken e-mail answers
  // like a fresh registration and mails no code, so the demo signs in first and registers only if that fails.)
  try {
    await api.post('/api/auth/login', { email: DEMO_USER.email, password: DEMO_USER.password });
    return;
  } catch (err) {
    if (!String(err).includes(': 401')) throw err;
  }
  const outbox = path.join(dataDir, 'outbox');
  const before = new Set(fs.existsSync(outbox) ? fs.readdirSync(outbox) : []);
  await api.post('/api/auth/register', DEMO_USER);
  const code = await waitFor(async () => codeFor(outbox, DEMO_USER.email, before), DEMO_WAIT('the verification e-mail', 30_000));
  // The first verified account of a fresh deployment is its owner (issue 25): the demo user.
  await api.post('/api/auth/verify-email', { email: DEMO_USER.email, code });
}
