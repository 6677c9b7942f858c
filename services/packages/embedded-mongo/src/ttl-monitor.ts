// The TTL monitor: removes expired documents and idle cursors every `ttlMonitorSleepSecs` (a server
// parameter, so setParameter can speed it up as mongoose's tests do, or stop it with ttlMonitorEnabled).
import type { Engine } from './engine/types';
import type { Logger, WireServer } from './server';

export function startTtlMonitor(engine: Engine, server: WireServer, logger: Logger): () => void {
  let timer: NodeJS.Timeout | undefined;
  const run = (): void => {
    try {
      engine.expireTtl();
      server.cursors.expire();
    } catch (err) {
      logger.error(`TTL monitor: ${err instanceof Error ? err.message : String(err)}`);
    }
  };
  const schedule = (): void => {
    if (timer) clearInterval(timer);
    timer = undefined;
    if (server.parameters.get('ttlMonitorEnabled') === false) return;
    const secs = Number(server.parameters.get('ttlMonitorSleepSecs'));
    timer = setInterval(run, Math.max(10, secs * 1000));
    timer.unref();
  };
  server.parameters.onChange((name) => {
    if (name === 'ttlMonitorSleepSecs' || name === 'ttlMonitorEnabled') schedule();
  });
  schedule();
  return () => {
    if (timer) clearInterval(timer);
    timer = undefined;
  };
}
