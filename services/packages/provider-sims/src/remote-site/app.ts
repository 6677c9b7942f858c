// Fastify app of the remote-site simulator: the env endpoints a product site exposes (update and read),
// answered per Host header, plus `/__sim/remote-site/*` control routes for tests in another process.
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { RemoteSiteState, type SiteMode } from './state';

export interface RemoteSiteSimOptions {
  /** The Authorization header value every site expects. */
  authorization: string;
  updatePath: string;
  readPath: string;
  state?: RemoteSiteState;
}

const hostOf = (request: FastifyRequest) =>
  String(request.headers.host ?? '')
    .replace(/:\d+$/, '')
    .toLowerCase();
const flag = (value: unknown) => String(value === true || value === 'true');

export function buildRemoteSiteSim(opts: RemoteSiteSimOptions): FastifyInstance {
  const state = opts.state ?? new RemoteSiteState();
  const app = Fastify({ logger: false });
  app.decorate('remoteSite', state);

  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/__sim/')) return;
    if (state.delayMs > 0) await new Promise((r) => setTimeout(r, state.delayMs));
  });
  const pad = () => (state.padBytes > 0 ? { padding: 'x'.repeat(state.padBytes) } : {});

  app.post(opts.updatePath, async (request, reply) => {
    const host = hostOf(request);
    state.requests.push({ host, method: 'POST', path: opts.updatePath, authorization: request.headers.authorization, body: request.body });
    if (request.headers.authorization !== opts.authorization) return reply.code(401).send({ success: false, error: 'Unauthorized' });
    const site = state.sites.get(host);
    if (!site) return reply.code(404).send({ success: false, error: 'Unknown site' });
    if (site.mode === 'fail') return reply.code(500).send({ success: false, error: 'Internal Server Error' });
    if (site.mode === 'refuse') return { success: false, message: 'Update rejected', ...pad() };
    // A site applies only the options the caller asked to change.
    const b = (request.body ?? {}) as Record<string, unknown>;
    if (b.useCloaking === true) site.env.CLOAKING_ENABLED = flag(b.cloakingEnabled);
    if (b.useVoluum === true) site.env.VOLUUM_ENABLED = flag(b.voluumEnabled);
    return site.mode === 'ok' ? { message: 'Data received', ...pad() } : { success: true, ...pad() };
  });

  app.get(opts.readPath, async (request, reply) => {
    const host = hostOf(request);
    state.requests.push({ host, method: 'GET', path: opts.readPath, authorization: request.headers.authorization, body: null });
    if (request.headers.authorization !== opts.authorization) return reply.code(401).send({ success: false, error: 'Unauthorized' });
    const site = state.sites.get(host);
    if (!site) return reply.code(404).send({ success: false, error: 'Unknown site' });
    if (site.mode === 'fail') return reply.code(500).send({ success: false, error: 'Internal Server Error' });
    return { success: true, env: site.env, ...pad() };
  });

  app.post('/__sim/remote-site/site', async (request) => {
    const b = (request.body ?? {}) as { host?: string; mode?: SiteMode; env?: Record<string, string> };
    return { site: state.site(String(b.host), { mode: b.mode, env: b.env }) };
  });
  app.get('/__sim/remote-site/requests', async () => ({ requests: state.requests }));
  app.post('/__sim/remote-site/reset', async () => {
    state.reset();
    return { ok: true };
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    remoteSite: RemoteSiteState;
  }
}
