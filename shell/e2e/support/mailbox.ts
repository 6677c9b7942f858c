// Worker side of the e2e mail capture (smtp-capture.ts): the mails identity sent, read from disk.
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { CapturedMail } from './smtp-capture';

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: the global setup starts the mail capture');
  return dir;
}

export function mailsTo(to: string): CapturedMail[] {
  const dir = mailDir();
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as CapturedMail)
    .filter((m) => m.to === to.toLowerCase());
}

/**
 * Waits for a mail to `to` whose subject is `subject` and that came after `sentAfter` mails of that
 * kind were already there; returns the 6-digit code in its body.
 */
export async function codeFromMail(to: string, subject: string, sentAfter: number): Promise<string> {
  const ofKind = () => mailsTo(to).filter((m) => m.subject === subject);
  await expect.poll(() => ofKind().length, { message: `a "${subject}" mail to ${to}`, timeout: 15_000 }).toBeGreaterThan(sentAfter);
  const mail = ofKind()[sentAfter];
  const m = /\b(\d{6})\b/.exec(mail?.text ?? '');
  if (!m?.[1]) throw new Error(`no 6-digit code in the "${subject}" mail to ${to}`);
  return m[1];
}

export const VERIFY_SUBJECT = 'Verify your email';
export const RESET_SUBJECT = 'Password reset code';

export function countMails(to: string, subject: string): number {
  return mailsTo(to).filter((m) => m.subject === subject).length;
}
