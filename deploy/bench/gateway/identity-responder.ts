// A tiny identity service for the benchmark: answers identity.session.resolve over NATS for the one
// bench session, and reports how many times it was asked (the gateway's cache should keep it low).
import { createHash } from 'node:crypto';
import { connect, JSONCodec } from 'nats';
import { IDENTITY_SUBJECTS } from '@dop/contracts/identity';

const codec = JSONCodec();
// The gateway sends the SHA-256 of the sid, never the sid.
const BENCH_SID_HASH = createHash('sha256').update('bench-session').digest('hex');

async function main(): Promise<void> {
  const nc = await connect({ servers: process.argv[2] });
  let asked = 0;
  nc.subscribe(IDENTITY_SUBJECTS.sessionResolve, {
    callback: (_err, msg) => {
      asked += 1;
      const req = codec.decode(msg.data) as { sidHash?: string };
      const user =
        req.sidHash === BENCH_SID_HASH ? { id: 'u-bench', username: 'bench', role: 'operator', status: 'active', stepUpUntil: 0 } : null;
      msg.respond(codec.encode({ user }));
    },
  });
  nc.subscribe('bench.identity.asked', { callback: (_err, msg) => msg.respond(codec.encode({ asked })) });
  await nc.flush();
  process.stdout.write('listening nats\n');
  process.on('SIGTERM', () => void nc.drain().then(() => process.exit(0)));
}

void main();
