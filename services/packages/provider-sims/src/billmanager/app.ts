// Fastify app of the BILLmanager simulator: `GET|POST /billmgr?func=…&out=json` with `authinfo=login:pass`
// or a session from func=auth, answering in BILLmanager's wrapped JSON (`{"$": value}`, doc.elem that is
// an object for one row, doc.error with $type). `/__sim/billmanager/*` lets tests seed and inspect it.
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { answerFunc, errorDoc } from './funcs';
import { BillmanagerSimState, type BillmanagerMode, type SimCustomer } from './state';

export const BILLMANAGER_PATH = '/billmgr';
const WAF_PAGE = '<!DOCTYPE html><html><head><title>Checking your browser</title></head><body>Please wait…</body></html>';

export function buildBillmanagerSim(state = new BillmanagerSimState()): FastifyInstance {
  const app = Fastify({ logger: false });
  app.decorate('billmanager', state);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.route({
    method: ['GET', 'POST'],
    url: BILLMANAGER_PATH,
    handler: async (request, reply) => {
      const query = (request.query ?? {}) as Record<string, string>;
      const params: Record<string, string> = { ...query, ...((request.body as Record<string, string> | undefined) ?? {}) };
      const func = params.func ?? '';
      const [login = null, ...rest] = params.authinfo ? params.authinfo.split(':') : [params.username ?? null];
      state.requests.push({
        method: request.method,
        func,
        login,
        passwordInUrl: Boolean(query.authinfo?.includes(':') || query.password),
      });
      if (state.mode === 'waf') return reply.type('text/html').send(WAF_PAGE);
      if (params.out !== 'json') return reply.type('text/xml').send('<?xml version="1.0"?><doc><error type="value"/></doc>');

      if (func === 'auth') {
        const c = state.authenticate(params.username ?? '', params.password ?? '');
        if (!c) return errorDoc('auth', 'Invalid username or password', func);
        const id = randomBytes(12).toString('hex');
        state.sessions.set(id, c.login.toLowerCase());
        return { doc: { $func: 'auth', auth: { $id: id, $: id } } };
      }
      let customer: SimCustomer | null = null;
      if (params.authinfo) customer = state.authenticate(login ?? '', rest.join(':'));
      else if (params.auth) customer = state.customers.get(state.sessions.get(params.auth) ?? '') ?? null;
      if (!customer) return errorDoc('auth', 'Invalid username or password', func);
      return answerFunc(func, customer);
    },
  });

  app.post('/__sim/billmanager/customer', async (request) => {
    const body = request.body as Partial<SimCustomer> & Pick<SimCustomer, 'login' | 'password'>;
    return { customer: state.customer(body) };
  });
  app.post('/__sim/billmanager/mode', async (request) => {
    state.mode = ((request.body as { mode?: BillmanagerMode }).mode ?? 'ok') as BillmanagerMode;
    return { mode: state.mode };
  });
  app.get('/__sim/billmanager/requests', async () => ({ requests: state.requests }));
  app.post('/__sim/billmanager/reset', async () => {
    state.reset();
    return { ok: true };
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    billmanager: BillmanagerSimState;
  }
}
