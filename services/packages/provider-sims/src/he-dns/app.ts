// Fastify app of the dns.he.net simulator: the same HTML forms and markers the real site serves
// (providers/he-dns.md), session (CGISESSID) and stateless (email+pass on every post) styles, plus
// `/__sim/he/*` control routes for tests in another process (seed accounts, switch the markup variants).
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { addZone, deleteZone, editRecord } from './forms';
import { loginPage, mainPage, zonePage } from './html';
import { passwordStep, tokenStep } from './login';
import { HE_MARKUP_VARIANTS, parseMarkup } from './markup';
import { HeDnsState, type HeSimAccount } from './state';

const COOKIE = 'CGISESSID';

function sessionOf(request: FastifyRequest, reply: FastifyReply, state: HeDnsState): string {
  const m = new RegExp(`${COOKIE}=([a-f0-9]+)`).exec(String(request.headers.cookie ?? ''));
  if (m && state.sessions.has(m[1])) return m[1];
  const sid = randomBytes(16).toString('hex');
  state.sessions.set(sid, null);
  reply.header('set-cookie', `${COOKIE}=${sid}; path=/; HttpOnly`);
  return sid;
}

const html = (reply: FastifyReply, body: string) => reply.type('text/html; charset=utf-8').send(body);

export function buildHeDnsSim(state = new HeDnsState()): FastifyInstance {
  const app = Fastify({ logger: false });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const zoneOf = (account: HeSimAccount, id: unknown) => account.zones.find((z) => String(z.id) === String(id));

  const show = async (request: FastifyRequest<{ Querystring: Record<string, string> }>, reply: FastifyReply) => {
    const sid = sessionOf(request, reply, state);
    const w = state.writer();
    const q = request.query;
    if (q.action === 'logout') {
      state.sessions.set(sid, null);
      return html(reply, loginPage(w));
    }
    const account = state.accounts.get(state.sessions.get(sid) ?? '');
    if (!account) return html(reply, loginPage(w));
    if (q.menu === 'edit_zone' && q.hosted_dns_zoneid) {
      const zone = zoneOf(account, q.hosted_dns_zoneid);
      return html(reply, zone ? zonePage(w, zone) : mainPage(w, account, { err: 'No such zone.' }));
    }
    return html(reply, mainPage(w, account));
  };

  const post = async (request: FastifyRequest<{ Body: Record<string, string> }>, reply: FastifyReply) => {
    const sid = sessionOf(request, reply, state);
    const w = state.writer();
    const form = request.body ?? {};
    const { pass: _pass, tfacode: _tfacode, ...recorded } = form;
    state.posts.push(recorded);
    if (form.tfacode !== undefined) return html(reply, tokenStep(state, sid, String(form.tfacode)));
    let account = state.accounts.get(state.sessions.get(sid) ?? '');
    if (form.email !== undefined || form.pass !== undefined) {
      const step = passwordStep(state, sid, form);
      if ('page' in step) return html(reply, step.page);
      account = step.account;
    }
    if (!account) return html(reply, loginPage(w));
    if (form.action === 'add_zone') return html(reply, mainPage(w, account, addZone(state, account, String(form.add_domain ?? ''))));
    if (form.remove_domain === '1') return html(reply, mainPage(w, account, deleteZone(account, form)));
    if (form.menu === 'edit_zone' && form.hosted_dns_zoneid) {
      const zone = zoneOf(account, form.hosted_dns_zoneid);
      if (!zone) return html(reply, mainPage(w, account, { err: 'No such zone.' }));
      return html(reply, zonePage(w, zone, editRecord(state, zone, form)));
    }
    return html(reply, mainPage(w, account));
  };

  for (const path of ['/', '/index.cgi']) {
    app.get(path, show);
    app.post(path, post);
  }

  app.post('/__sim/he/accounts', async (request) => {
    const b = request.body as { email: string; password: string; zoneLimit?: number; zones?: string[]; twoFactorCode?: string };
    const account = state.addAccount(b.email, b.password, { zoneLimit: b.zoneLimit, zones: b.zones, twoFactorCode: b.twoFactorCode });
    return { email: account.email, zoneLimit: account.zoneLimit, zones: account.zones.map((z) => z.name) };
  });
  app.get('/__sim/he/accounts/:email', async (request, reply) => {
    const account = state.accounts.get((request.params as { email: string }).email);
    if (!account) return reply.code(404).send({ error: 'no such account' });
    return { email: account.email, zoneLimit: account.zoneLimit, zones: account.zones };
  });
  app.get('/__sim/he/markup', async () => ({ variants: state.markup, known: HE_MARKUP_VARIANTS }));
  app.post('/__sim/he/markup', async (request, reply) => {
    try {
      state.markup = parseMarkup((request.body as { variants?: string[] } | undefined)?.variants ?? []);
    } catch (err) {
      return reply.code(400).send({ error: (err as Error).message });
    }
    return { variants: state.markup };
  });
  app.post('/__sim/he/reset', async () => (state.reset(), { ok: true }));
  return app;
}
