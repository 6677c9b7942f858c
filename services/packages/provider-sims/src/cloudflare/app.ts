// Cloudflare API v4 simulator: /client/v4/* with either X-Auth-Email + X-Auth-Key or a Bearer token,
// the v4 envelope and error codes, paging, and /__sim/cloudflare/* control routes (seed users, inspect
// state, make calls fail, answer 429 with Retry-After).
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { CloudflareSimControls } from './controls';
import { fail, ok, type CfAnswer } from './envelope';
import { CloudflareSimState, type SimCfUser } from './state';
import { ZoneHandlers } from './zones';

const API_BASE = '/client/v4';

type Req = FastifyRequest<{ Params: Record<string, string>; Querystring: Record<string, string>; Body: Record<string, unknown> }>;

function authenticate(state: CloudflareSimState, req: FastifyRequest): SimCfUser | CfAnswer {
  const bearer = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
  const email = req.headers['x-auth-email'] as string | undefined;
  const key = req.headers['x-auth-key'] as string | undefined;
  if (bearer) return state.byToken(bearer) ?? fail(403, 9109, 'Invalid access token');
  if (!email || !key) return fail(400, 6003, 'Invalid request headers');
  return state.byKey(email, key) ?? fail(403, 9103, 'Unknown X-Auth-Key or X-Auth-Email');
}

export interface CloudflareSimRuntime {
  app: FastifyInstance;
  state: CloudflareSimState;
  controls: CloudflareSimControls;
}

export function buildCloudflareSim(state = new CloudflareSimState(), controls = new CloudflareSimControls()): CloudflareSimRuntime {
  const app = Fastify({ logger: false });
  const zones = new ZoneHandlers(state);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, String(body).trim() ? JSON.parse(String(body)) : {});
    } catch {
      done(null, { __invalid: true });
    }
  });

  const send = (reply: FastifyReply, a: CfAnswer) =>
    reply
      .code(a.status)
      .headers(a.headers ?? {})
      .send(a.body);

  /** One API route: controls first, then authentication, then the handler. */
  const route = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, op: string, run: (u: SimCfUser, r: Req) => CfAnswer) =>
    app.route({
      method,
      url: `${API_BASE}${path}`,
      handler: async (request, reply) => {
        const req = request as Req;
        const call: { op: string; at: number; status?: number } = { op, at: Date.now() };
        controls.calls.push(call);
        const trap = controls.intercept(op);
        let answer: CfAnswer;
        if (trap && 'limited' in trap) {
          answer = fail(429, 10000, 'Rate limited. Please wait and consider throttling your request speed', {
            'retry-after': String(controls.retryAfterS),
          });
        } else if (trap) {
          answer = fail(trap.failure.status, trap.failure.code, trap.failure.message);
        } else if (req.body && (req.body as { __invalid?: boolean }).__invalid) {
          answer = fail(400, 6007, 'Malformed JSON in request body');
        } else {
          const user = authenticate(state, request);
          answer = 'accountId' in user ? run(user, req) : user;
        }
        call.status = answer.status;
        controls.exchanges?.push({
          method: request.method,
          path: request.url.split('?')[0].slice(API_BASE.length),
          query: { ...req.query },
          body: req.body,
          status: answer.status,
          answer: structuredClone(answer.body),
        });
        return send(reply, answer);
      },
    });

  route('GET', '/user/tokens/verify', 'verify', () => ok({ id: 'sim-token', status: 'active' }));
  route('GET', '/accounts', 'accounts', (u) => ({ ...ok([{ id: u.accountId, name: `${u.email}'s Account` }]) }));
  route('POST', '/zones', 'createZone', (u, r) => zones.createZone(u, r.body ?? {}));
  route('GET', '/zones', 'listZones', (u, r) => zones.listZones(u, r.query));
  route('GET', '/zones/:id', 'getZone', (u, r) => zones.getZone(u, r.params.id));
  route('DELETE', '/zones/:id', 'deleteZone', (u, r) => zones.deleteZone(u, r.params.id));
  route('GET', '/zones/:id/dns_records', 'listRecords', (u, r) => zones.listRecords(u, r.params.id, r.query));
  route('POST', '/zones/:id/dns_records', 'createRecord', (u, r) => zones.createRecord(u, r.params.id, r.body ?? {}));
  route('PUT', '/zones/:id/dns_records/:rid', 'updateRecord', (u, r) =>
    zones.updateRecord(u, r.params.id, r.params.rid, r.body ?? {}, false),
  );
  route('PATCH', '/zones/:id/dns_records/:rid', 'updateRecord', (u, r) =>
    zones.updateRecord(u, r.params.id, r.params.rid, r.body ?? {}, true),
  );
  route('DELETE', '/zones/:id/dns_records/:rid', 'deleteRecord', (u, r) => zones.deleteRecord(u, r.params.id, r.params.rid));
  route('GET', '/zones/:id/settings/ssl', 'getSsl', (u, r) => zones.ssl(u, r.params.id));
  route('PATCH', '/zones/:id/settings/ssl', 'setSsl', (u, r) => zones.ssl(u, r.params.id, (r.body ?? {}).value ?? null));
  route('POST', '/zones/:id/purge_cache', 'purge', (u, r) => zones.purge(u, r.params.id, r.body ?? {}));

  const base = '/__sim/cloudflare';
  app.get(`${base}/state`, async () => ({ ...state.snapshot(), calls: controls.calls }));
  app.post(`${base}/seed`, async (request) => {
    const b = (request.body ?? {}) as { users?: Array<{ email: string; apiKey?: string; token?: string }> };
    return { users: (b.users ?? []).map((u) => state.addUser(u)) };
  });
  app.post(`${base}/fail`, async (request) => {
    controls.fail((request.body ?? {}) as Parameters<CloudflareSimControls['fail']>[0]);
    return { ok: true };
  });
  app.post(`${base}/rate-limit`, async (request) => {
    const b = (request.body ?? {}) as { times?: number; retryAfterS?: number };
    controls.rateLimit(Number(b.times) || 0, b.retryAfterS ?? 1);
    return { ok: true };
  });
  app.post(`${base}/reset`, async () => {
    state.reset();
    controls.reset();
    return { ok: true };
  });
  return { app, state, controls };
}
