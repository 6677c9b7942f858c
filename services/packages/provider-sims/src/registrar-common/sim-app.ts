// The Fastify app every registrar simulator is built on: form and JSON bodies, the failure / delay /
// rate-limit switches applied around each call, and `/__sim/<name>/*` control routes so a test in
// another process (Playwright, the demo) can seed and inspect it.
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { SimControls } from './controls';
import { RegistrarSimState, type SeedDomain, type SimDrift } from './state';

export interface SimAnswer {
  status: number;
  body: unknown;
  contentType?: string;
  headers?: Record<string, string>;
}

export interface SimSpec {
  /** Path segment of the control routes: /__sim/<name>/… */
  name: string;
  /** The registrar's own way of reporting `message` (e.g. XML Status="ERROR" inside HTTP 200). */
  errorAnswer(message: string, status: number): SimAnswer;
  rateLimitAnswer(): SimAnswer;
}

export interface SimRuntime {
  app: FastifyInstance;
  state: RegistrarSimState;
  controls: SimControls;
  /** Runs one registrar call under the switches and sends its answer. */
  answer(reply: FastifyReply, op: string, handle: () => SimAnswer | Promise<SimAnswer>): Promise<FastifyReply>;
}

export const json = (body: unknown, status = 200): SimAnswer => ({ status, body });

export function createSimApp(spec: SimSpec, state: RegistrarSimState, controls = new SimControls()): SimRuntime {
  const app = Fastify({ logger: false });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  // Some clients send JSON content type with an empty body (DELETE, pricing).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, String(body).trim() ? JSON.parse(String(body)) : {});
    } catch {
      done(null, { __invalid: true });
    }
  });

  async function answer(reply: FastifyReply, op: string, handle: () => SimAnswer | Promise<SimAnswer>) {
    const { call, failure, limited } = controls.begin(op);
    try {
      if (controls.delayMs > 0) await new Promise((r) => setTimeout(r, controls.delayMs));
      let out: SimAnswer;
      if (limited) out = spec.rateLimitAnswer();
      else if (failure?.mode === 'http') out = { status: failure.status, body: { detail: failure.message, message: failure.message } };
      else if (failure) out = spec.errorAnswer(failure.message, failure.status);
      else out = await handle();
      reply.code(out.status);
      if (out.headers) reply.headers(out.headers);
      if (out.contentType) reply.type(out.contentType);
      return reply.send(out.body ?? '');
    } finally {
      controls.end(call);
    }
  }

  const base = `/__sim/${spec.name}`;
  app.get(`${base}/state`, async () => ({ ...state.snapshot(), calls: controls.calls, maxInFlight: controls.maxInFlight }));
  app.post(`${base}/seed`, async (request) => {
    const b = (request.body ?? {}) as { domains?: SeedDomain[]; balance?: number; prices?: Record<string, number>; taken?: string[] };
    for (const d of b.domains ?? []) state.addDomain(d);
    if (typeof b.balance === 'number') state.balance = b.balance;
    if (b.prices) state.prices = { ...state.prices, ...b.prices };
    for (const t of b.taken ?? []) state.taken.add(t.toLowerCase());
    return { ok: true };
  });
  app.post(`${base}/seed-many`, async (request) => {
    const b = (request.body ?? {}) as { count?: number; prefix?: string; tld?: string; nameservers?: string[] };
    const count = Math.min(100_000, Math.max(0, Number(b.count) || 0));
    return { ok: true, names: state.seedMany(count, b) };
  });
  app.post(`${base}/drift`, async (request, reply) => {
    const b = (request.body ?? {}) as SimDrift & { domain?: string };
    if (!b.domain || !state.drift(b.domain, b)) return reply.code(404).send({ ok: false, error: `no domain ${String(b.domain)}` });
    return { ok: true };
  });
  app.post(`${base}/fail`, async (request) => {
    controls.fail((request.body ?? {}) as Parameters<SimControls['fail']>[0]);
    return { ok: true };
  });
  app.post(`${base}/delay`, async (request) => {
    controls.delayMs = Math.max(0, Number((request.body as { ms?: number } | undefined)?.ms) || 0);
    return { ok: true };
  });
  app.post(`${base}/rate-limit`, async (request) => {
    const b = (request.body ?? {}) as { max?: number; windowMs?: number };
    controls.limit(b.max ?? null, b.windowMs ?? 1000);
    return { ok: true };
  });
  app.post(`${base}/reset`, async () => {
    state.reset();
    controls.reset();
    return { ok: true };
  });
  return { app, state, controls, answer };
}

export interface RunningSim<C> {
  url: string;
  credentials: C;
  state: RegistrarSimState;
  controls: SimControls;
  stop(): Promise<void>;
}

/** Listens on a free loopback port (or the given one); `path` is appended to form the API base URL. */
export async function listenSim<C>(
  runtime: SimRuntime,
  credentials: C,
  opts: { port?: number; host?: string; path?: string },
): Promise<RunningSim<C>> {
  const host = opts.host ?? '127.0.0.1';
  await runtime.app.listen({ host, port: opts.port ?? 0 });
  const address = runtime.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://${host}:${port}${opts.path ?? ''}`,
    credentials,
    state: runtime.state,
    controls: runtime.controls,
    stop: () => runtime.app.close(),
  };
}
