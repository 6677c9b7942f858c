// NATS request/reply between services, with the three ways a request can fail told apart, because the
// callers act differently on them: nobody listening (the request never reached a service: safe to try
// again), no answer in time, and the connection lost while the answer was outstanding. The last one
// used to wait out the whole timeout (120 s for a registrar call) after a nats-server restart although
// the answer could no longer arrive: a reply published while we were disconnected is never delivered.
import { Events, JSONCodec, type NatsConnection, type NatsError } from 'nats';
import { RPC_UNAVAILABLE } from './rpc-responder';

const codec = JSONCodec();

/** No service answers the subject: the request reached nobody. */
export class NoResponderError extends Error {
  override name = 'NoResponderError';
  constructor(readonly subject: string) {
    super(`no service answers ${subject}`);
  }
}

/** No answer: the other service may or may not have acted. */
export class RpcTimeoutError extends Error {
  override name = 'RpcTimeoutError';
}

/** The connection to NATS dropped while the answer was outstanding; like a timeout, the outcome is unknown. */
export class RpcInterruptedError extends RpcTimeoutError {
  override name = 'RpcInterruptedError';
}

/**
 * The other service answered that it cannot work right now (its database is restarting). Whatever it
 * did before that is unknown, as after a timeout, so it is one; a job item retries it later.
 */
export class RpcUnavailableError extends RpcTimeoutError {
  override name = 'RpcUnavailableError';
}

type Reject = (err: Error) => void;

/** One status watcher per connection, failing every request that was waiting when it disconnected. */
const waiting = new WeakMap<NatsConnection, Set<Reject>>();

function waitersOf(nc: NatsConnection): Set<Reject> {
  const known = waiting.get(nc);
  if (known) return known;
  const created = new Set<Reject>();
  waiting.set(nc, created);
  void (async () => {
    for await (const s of nc.status()) {
      if (s.type !== Events.Disconnect) continue;
      const lost = [...created];
      created.clear();
      for (const reject of lost) reject(new RpcInterruptedError('the connection to NATS was lost before the answer came'));
    }
  })();
  return created;
}

/** Sends `body` as JSON and answers the decoded JSON reply. */
export async function requestJson(nc: NatsConnection, subject: string, body: unknown, timeoutMs: number): Promise<unknown> {
  const waiters = waitersOf(nc);
  let reject!: Reject;
  const interrupted = new Promise<never>((_, r) => (reject = r));
  waiters.add(reject);
  try {
    const msg = await Promise.race([nc.request(subject, codec.encode(body), { timeout: timeoutMs }), interrupted]);
    const reply = codec.decode(msg.data) as { ok?: unknown; error?: { code?: unknown; message?: unknown } } | null;
    if (reply?.ok === false && reply.error?.code === RPC_UNAVAILABLE) {
      throw new RpcUnavailableError(`${subject}: ${String(reply.error.message ?? 'service unavailable')}`);
    }
    return reply;
  } catch (err) {
    const code = (err as NatsError).code;
    if (code === '503') throw new NoResponderError(subject);
    if (code === 'TIMEOUT') throw new RpcTimeoutError(`${subject} did not answer within ${timeoutMs} ms`);
    throw err;
  } finally {
    waiters.delete(reject);
    // The request itself still ends by its own timeout; nothing may be left unhandled.
    interrupted.catch(() => undefined);
  }
}
