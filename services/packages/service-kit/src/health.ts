// /healthz says the process is alive; /readyz says its dependencies are connected right now.
import type { FastifyInstance } from 'fastify';

export type ReadinessCheck = () => boolean;

declare module 'fastify' {
  interface FastifyInstance {
    /** Named checks /readyz runs; plugins add theirs (mongo, nats). */
    readinessChecks: Map<string, ReadinessCheck>;
  }
}

export function installHealth(app: FastifyInstance): void {
  app.decorate('readinessChecks', new Map<string, ReadinessCheck>());

  // Probes come every second or so from the gateway and orchestrators: logged only at warn and above.
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));

  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    const checks: Record<string, boolean> = {};
    for (const [name, check] of app.readinessChecks) {
      try {
        checks[name] = check();
      } catch {
        checks[name] = false;
      }
    }
    const ready = Object.values(checks).every(Boolean);
    reply.code(ready ? 200 : 503);
    return { status: ready ? 'ready' : 'unavailable', checks };
  });
}
