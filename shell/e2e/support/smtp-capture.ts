// The e2e mail server: identity sends through SMTP_URL to it, and each mail lands as a JSON file in a
// directory the test workers read (they run in other processes than the global setup).
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  receivedAt: number;
}

export interface SmtpCapture {
  url: string;
  stop(): Promise<void>;
}

export async function startSmtpCapture(dir: string): Promise<SmtpCapture> {
  fs.mkdirSync(dir, { recursive: true });
  let seq = 0;
  const server = new SMTPServer({
    // Loopback only, no TLS or login: nodemailer would otherwise try STARTTLS with a self-signed cert.
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
          const mail: CapturedMail = {
            to: to?.value[0]?.address?.toLowerCase() ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            receivedAt: Date.now(),
          };
          // Written whole, then renamed: a reader never sees half a file.
          const file = path.join(dir, `${Date.now()}-${String(++seq).padStart(5, '0')}.json`);
          fs.writeFileSync(file + '.tmp', JSON.stringify(mail));
          fs.renameSync(file + '.tmp', file);
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as { port: number }).port;
  return { url: `smtp://127.0.0.1:${port}`, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
