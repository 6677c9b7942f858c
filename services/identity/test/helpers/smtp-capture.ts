// A local SMTP server that keeps every mail it receives, parsed with mailparser, for tests to read.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { waitFor } from '@dop/service-testing';

export interface CapturedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
}

export interface SmtpCapture {
  url: string;
  mails: CapturedMail[];
  /** Waits for the next mail to `to` after the ones already seen, and returns it. */
  next(to: string, timeoutMs?: number): Promise<CapturedMail>;
  stop(): Promise<void>;
}

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  const seen = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
          mails.push({
            to: to?.value[0]?.address ?? '',
            from: parsed.from?.value[0]?.address ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          });
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async next(to, timeoutMs = 5000) {
      const after = seen.get(to) ?? 0;
      const mine = () => mails.filter((m) => m.to === to);
      await waitFor(async () => mine().length > after, { timeoutMs, what: `a mail to ${to}` });
      seen.set(to, after + 1);
      return mine()[after];
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function codeIn(mail: CapturedMail | { text: string }): string {
  const m = /\b(\d{6})\b/.exec(mail.text);
  if (!m) throw new Error(`no 6-digit code in: ${mail.text}`);
  return m[1];
}
