// Fastify app of the Telegram Bot API simulator: `/bot<token>/<method>` with parameters as query,
// JSON or form, plus `/__sim/telegram/*` control routes so tests in another process can drive it.
import Fastify, { type FastifyInstance } from 'fastify';
import { callMethod, fail, type ApiAnswer } from './bot-api';
import { TelegramSimState } from './state';

export interface TelegramSimOptions {
  token: string;
  state?: TelegramSimState;
}

const BOT_PATH = /^\/bot([^/]+)\/([A-Za-z]+)$/;

export function buildTelegramSim(opts: TelegramSimOptions): FastifyInstance {
  const state = opts.state ?? new TelegramSimState();
  const app = Fastify({ logger: false });
  app.decorate('telegram', state);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  async function api(method: string, token: string, params: Record<string, unknown>): Promise<ApiAnswer> {
    if (state.delayMs > 0) await new Promise((r) => setTimeout(r, state.delayMs));
    if (token !== opts.token) return fail(401, 'Unauthorized');
    const failure = state.takeFailure(method);
    if (failure) return fail(failure.status, failure.description, failure.retryAfter);
    return callMethod(state, method, params);
  }

  app.route({
    method: ['GET', 'POST'],
    url: '/bot*',
    handler: async (request, reply) => {
      const match = BOT_PATH.exec(request.url.split('?')[0]);
      if (!match) return reply.code(404).send(fail(404, 'Not Found').body);
      const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
      const answer = await api(match[2], decodeURIComponent(match[1]), { ...(request.query as object), ...body });
      return reply.code(answer.status).send(answer.body);
    },
  });

  app.get('/__sim/telegram/messages', async () => ({ messages: state.sent }));
  app.post('/__sim/telegram/start', async (request) => {
    const b = (request.body ?? {}) as { chatId?: number; username?: string; firstName?: string; text?: string };
    return { update: state.start({ id: Number(b.chatId), username: b.username, firstName: b.firstName }, b.text) };
  });
  app.post('/__sim/telegram/open-link', async (request, reply) => {
    const b = (request.body ?? {}) as { chatId?: number; username?: string; firstName?: string; link?: string };
    const update = state.openStartLink({ id: Number(b.chatId), username: b.username, firstName: b.firstName }, String(b.link ?? ''));
    if (!update) return reply.code(400).send({ error: 'link is not a start link of this bot' });
    return { update };
  });
  app.post('/__sim/telegram/block', async (request) => {
    state.block(Number((request.body as { chatId?: number } | undefined)?.chatId));
    return { ok: true };
  });
  app.post('/__sim/telegram/fail', async (request) => {
    const b = (request.body ?? {}) as { method?: string; status?: number; description?: string; retryAfter?: number; times?: number };
    state.failures.push({
      method: b.method,
      status: b.status ?? 500,
      description: b.description ?? 'Internal Server Error',
      retryAfter: b.retryAfter,
      times: b.times ?? 1,
    });
    return { ok: true };
  });
  app.post('/__sim/telegram/delay', async (request) => {
    state.delayMs = Math.max(0, Number((request.body as { ms?: number } | undefined)?.ms) || 0);
    return { ok: true };
  });
  app.post('/__sim/telegram/reset', async () => {
    state.reset();
    return { ok: true };
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    telegram: TelegramSimState;
  }
}
