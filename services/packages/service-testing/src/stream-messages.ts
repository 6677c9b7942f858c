// What a JetStream stream holds, read message by message without a consumer (nothing is acked or
// moved): for tests that check an event was stored exactly once, whatever core subscribers saw.
import type { NatsConnection } from 'nats';

/** The JSON bodies of the stream's messages on `subject`, oldest first. */
export async function streamMessages<T = Record<string, unknown>>(nc: NatsConnection, stream: string, subject: string): Promise<T[]> {
  const jsm = await nc.jetstreamManager();
  const { state } = await jsm.streams.info(stream);
  const found: T[] = [];
  if (state.messages === 0) return found;
  for (let seq = state.first_seq; seq <= state.last_seq; seq += 1) {
    // A sequence can be missing (deleted, or dropped by the stream's limits).
    const m = await jsm.streams.getMessage(stream, { seq }).catch(() => null);
    if (m?.subject === subject) found.push(m.json<T>());
  }
  return found;
}
