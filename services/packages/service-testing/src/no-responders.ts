// After a service process is killed, NATS still hands a request to its subscription until the server
// has read the closed socket, and the caller then waits out its whole RPC timeout. A test that wants
// the "nobody answers" case waits for NATS to say so (503 no responders) before it asks.
import { connect, ErrorCode, type NatsError } from 'nats';
import { waitFor } from './wait-for';

export async function untilNoResponders(natsUrl: string, subject: string, timeoutMs = 20_000): Promise<void> {
  const nc = await connect({ servers: natsUrl });
  try {
    await waitFor(
      async () => {
        try {
          await nc.request(subject, new Uint8Array(), { timeout: 500 });
          return false; // still answered
        } catch (err) {
          return (err as NatsError).code === ErrorCode.NoResponders;
        }
      },
      { timeoutMs, intervalMs: 50, what: `no responders on ${subject}` },
    );
  } finally {
    await nc.close();
  }
}
