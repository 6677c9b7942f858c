// Identity's mail outbox (DATA_DIR/outbox, one .eml file per mail when no SMTP_URL is set), read as the
// owner of an address reads their inbox: every mail to it, oldest first, and the codes in them.
import fs from 'node:fs';
import path from 'node:path';

export interface OutboxMail {
  file: string;
  text: string;
}

/** Every mail to `email`, oldest first (file names start with the time they were written). */
export function mailsTo(dataDir: string, email: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((file) => ({ file, text: fs.readFileSync(path.join(dir, file), 'utf8') }))
    .filter((m) => new RegExp(`^To: .*${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(m.text));
}

/** The six-digit codes mailed to `email`, oldest first. */
export function codesTo(dataDir: string, email: string): string[] {
  return mailsTo(dataDir, email).flatMap((m) => /code is (\d{6})/.exec(m.text)?.[1] ?? []);
}

/** The newest code mailed to `email`, or null while none has arrived. */
export function codeFromOutbox(dataDir: string, email: string): string | null {
  return codesTo(dataDir, email).pop() ?? null;
}
