// Prints the platform's domain events as they arrive, one JSON line each ({subject, event}): the
// quickest way to see what a subscriber gets. Uses the login `npm start` writes:
//   npx tsx deploy/examples/watch-events.ts data/subscriber.json [--since 1h] [--durable name] [subject]
// The login's durable consumer (or --durable) remembers where it stopped; --since applies to its first run.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { subscribe } from './events-subscriber';

const UNITS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

function sinceOf(text: string | undefined): Date | undefined {
  if (!text) return undefined;
  const m = /^(\d+)([mhd])$/.exec(text);
  if (!m) throw new Error(`--since ${text}: give minutes, hours or days, e.g. 30m, 6h, 2d`);
  return new Date(Date.now() - Number(m[1]) * UNITS[m[2]]);
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { since: { type: 'string' }, durable: { type: 'string' } },
  });
  const [file, subject] = positionals;
  if (!file) throw new Error('usage: watch-events.ts <subscriber.json> [--since 1h] [--durable name] [subject, e.g. domains.>]');
  const since = sinceOf(values.since);
  const login = JSON.parse(readFileSync(file, 'utf8')) as {
    url: string;
    user?: string;
    password?: string;
    stream?: string;
    inboxPrefix?: string;
    durable?: string;
  };
  const sub = await subscribe({
    ...login,
    durable: values.durable ?? login.durable ?? 'watch-events',
    since,
    subject,
    onEvent: async (subject, event) => void process.stdout.write(`${JSON.stringify({ subject, event })}\n`),
  });
  process.stderr.write(`watching ${login.stream ?? 'EVENTS'} at ${login.url} as ${login.user ?? 'anonymous'} (Ctrl-C stops)\n`);
  const stop = () => void sub.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
