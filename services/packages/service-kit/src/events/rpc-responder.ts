// The answering side of NATS request/reply between services: each subject is served by a queue group
// (several instances share the work), requests are checked against the contract, and every request
// gets an answer: {ok:true, ...} or {ok:false, error:{code, message}}, never silence.
import { JSONCodec, type NatsConnection, type Subscription } from 'nats';
import type { z } from 'zod';
import { isDatabaseUnreachable } from '../mongo-errors';

/** The code of an answer that means "not now" (this service's database is unreachable): the caller retries. */
export const RPC_UNAVAILABLE = 'unavailable';

const codec = JSONCodec();

export type RpcReply = Record<string, unknown>;
export type RpcHandler = (data: unknown) => Promise<RpcReply>;

export interface RpcLog {
  error(obj: object, msg: string): void;
}

export interface RpcResponderOptions {
  /** The queue group, usually the service name; also names the service in logs. */
  queue: string;
  handlers: Record<string, RpcHandler>;
  log: RpcLog;
  /** The answer for an expected failure (unknown account, provider error); undefined: logged, answered as internal. */
  failure?: (err: unknown) => RpcReply | undefined;
}

/** A handler for one subject: a request the contract refuses answers bad_request naming the fields. */
export function rpcHandler<S extends z.ZodType>(schema: S, run: (req: z.output<S>) => Promise<RpcReply>): RpcHandler {
  return async (data) => {
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      const fields = parsed.error.issues.map((i) => `${i.path.join('.') || '(request)'}: ${i.message}`).join('; ');
      return { ok: false, error: { code: 'bad_request', message: fields } };
    }
    return { ok: true, ...(await run(parsed.data)) };
  };
}

export function serveRpc(nc: NatsConnection, opts: RpcResponderOptions): Subscription[] {
  const answerFailure = (subject: string, err: unknown): RpcReply => {
    // A database restart is not the request's fault, and the caller must not record it as the outcome.
    if (isDatabaseUnreachable(err))
      return { ok: false, error: { code: RPC_UNAVAILABLE, message: 'the database is not reachable at the moment' } };
    const expected = opts.failure?.(err);
    if (expected) return expected;
    opts.log.error({ err, subject }, `${opts.queue} rpc failed`);
    return { ok: false, error: { code: 'internal', message: err instanceof Error ? err.message : String(err) } };
  };
  return Object.entries(opts.handlers).map(([subject, handle]) =>
    nc.subscribe(subject, {
      queue: opts.queue,
      callback: (err, msg) => {
        if (err) return opts.log.error({ err, subject }, 'rpc subscription error');
        let data: unknown;
        try {
          data = codec.decode(msg.data);
        } catch {
          msg.respond(codec.encode({ ok: false, error: { code: 'bad_request', message: 'request is not JSON' } }));
          return;
        }
        handle(data)
          .catch((e: unknown) => answerFailure(subject, e))
          .then((reply) => msg.respond(codec.encode(reply)));
      },
    }),
  );
}
