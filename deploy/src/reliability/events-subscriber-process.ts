// A subscriber of the platform's domain events in a process of its own (issue 32's acceptance test,
// deploy/test/reliability/domain-events.test.ts): it logs in with a subscriber file of `npm start`
// (DATA_DIR/subscriber.json), reads EVENTS through deploy/examples/events-subscriber.ts's subscribe()
// (a durable consumer, explicit acks) and appends every event it is handed, and every status change of
// its connection (disconnect, reconnect…), as one JSON line to EVENTS_OUT. Sent `probe` over IPC it
// tries, with the same login, what a subscriber must not do (events-probes.ts) and appends the answers.
//   EVENTS_LOGIN=<subscriber.json> EVENTS_OUT=<file> EVENTS_DURABLE=<name> node --import tsx <this file>
import fs from 'node:fs';
import { subscribe, type Subscription } from '../../examples/events-subscriber';
import { probeRefusals, type SubscriberLogin } from './events-probes';
import type { SubscriberLine } from './events-lines';

const { EVENTS_LOGIN, EVENTS_OUT, EVENTS_DURABLE } = process.env;
if (!EVENTS_LOGIN || !EVENTS_OUT || !EVENTS_DURABLE) throw new Error('EVENTS_LOGIN, EVENTS_OUT and EVENTS_DURABLE must be set');
const out = EVENTS_OUT;

/** One line per write: appendFileSync never interleaves two lines of this process. */
function write(line: SubscriberLine): void {
  fs.appendFileSync(out, `${JSON.stringify(line)}\n`);
}

async function main(): Promise<void> {
  const login = JSON.parse(fs.readFileSync(EVENTS_LOGIN!, 'utf8')) as SubscriberLogin;
  const sub: Subscription = await subscribe({
    url: login.url,
    user: login.user,
    password: login.password,
    stream: login.stream,
    inboxPrefix: login.inboxPrefix,
    durable: EVENTS_DURABLE!,
    onEvent: async (subject, event) => write({ kind: 'event', subject, event, at: Date.now() }),
  });
  void (async () => {
    for await (const s of sub.nc.status())
      write({ kind: 'status', type: String(s.type), data: JSON.stringify(s.data ?? null), at: Date.now() });
  })();
  process.on('message', (m) => {
    if (m !== 'probe') return;
    probeRefusals(login).then(
      (probes) => write({ kind: 'probes', ...probes, at: Date.now() }),
      (err: unknown) => write({ kind: 'error', message: `probes: ${String(err)}`, at: Date.now() }),
    );
  });
  const stop = () =>
    void sub.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  process.once('SIGTERM', stop);
  // The test process went away (its IPC channel closed): nothing reads the file any more.
  process.once('disconnect', stop);
  write({ kind: 'ready', pid: process.pid, at: Date.now() });
}

main().catch((err: unknown) => {
  write({ kind: 'error', message: String(err instanceof Error ? err.stack : err), at: Date.now() });
  process.exit(1);
});
