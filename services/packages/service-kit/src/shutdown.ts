// server.ts helpers: listen once, and on SIGINT/SIGTERM close the app (draining NATS, closing Mongo)
// within a time budget, so the supervisor's restart never waits on a stuck connection.
import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  timeoutMs?: number;
  signals?: NodeJS.Signals[];
  /** Injectable for tests; defaults to process.exit. */
  exit?: (code: number) => void;
}

export function installGracefulShutdown(app: FastifyInstance, opts: ShutdownOptions = {}): () => void {
  const realExit = opts.exit ?? ((code: number) => process.exit(code));
  let exited = false;
  // Exactly one exit: a close that finishes after the timeout must not report success.
  const exit = (code: number) => {
    if (exited) return;
    exited = true;
    realExit(code);
  };
  const signals = opts.signals ?? ['SIGINT', 'SIGTERM'];
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error({ timeoutMs: opts.timeoutMs ?? 10_000 }, 'shutdown timed out; exiting');
      exit(1);
    }, opts.timeoutMs ?? 10_000);
    timer.unref();
    app.close().then(
      () => {
        clearTimeout(timer);
        app.log.info('closed');
        exit(0);
      },
      (err: unknown) => {
        clearTimeout(timer);
        app.log.error({ err }, 'error while closing');
        exit(1);
      },
    );
  };
  for (const s of signals) process.on(s, onSignal);
  return () => {
    for (const s of signals) process.off(s, onSignal);
  };
}

/** Listens on HOST:PORT and installs the shutdown handlers; returns the bound address. */
export async function startServer(
  app: FastifyInstance,
  config: { HOST: string; PORT: number },
  opts: ShutdownOptions = {},
): Promise<string> {
  installGracefulShutdown(app, opts);
  return app.listen({ host: config.HOST, port: config.PORT });
}
