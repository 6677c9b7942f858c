// Gandi v5 simulator under /v5: Authorization: Bearer <PAT>, errors as HTTP status with Gandi's
// {code, message, object, cause, status, errors[]} body; LiveDNS per rrset, async domain create.
import type { FastifyRequest } from 'fastify';
import {
  createSimApp,
  json,
  RegistrarSimState,
  SimControls,
  listenSim,
  type RunningSim,
  type SimAnswer,
  type SimRuntime,
} from '../registrar-common';

export interface GandiSimCredentials {
  apiToken: string;
}

export const DEFAULT_GANDI_CREDENTIALS: GandiSimCredentials = { apiToken: 'gandisimpat0123456789abcdef' };
export const GANDI_DEFAULT_NS = ['ns-1-a.gandi.net', 'ns-2-b.gandi.net', 'ns-3-c.gandi.net'];

const OBJECTS: Record<number, string> = {
  400: 'HTTPBadRequest',
  401: 'HTTPUnauthorized',
  403: 'HTTPForbidden',
  404: 'HTTPNotFound',
  409: 'HTTPConflict',
  429: 'HTTPTooManyRequests',
};
export function gandiError(
  status: number,
  message: string,
  errors?: Array<{ location: string; name: string; description: string }>,
): SimAnswer {
  return json(
    { code: status, message, object: OBJECTS[status] ?? 'HTTPError', cause: message, status: 'error', ...(errors ? { errors } : {}) },
    status,
  );
}

const OWNER_FIELDS = ['given', 'family', 'email', 'phone', 'streetaddr', 'zip', 'city', 'country'];

export function buildGandiSim(
  creds: GandiSimCredentials = DEFAULT_GANDI_CREDENTIALS,
  state = new RegistrarSimState(GANDI_DEFAULT_NS),
): SimRuntime {
  state.currency = 'EUR';
  const rt = createSimApp(
    {
      name: 'gandi',
      errorAnswer: (m, s) => gandiError(s >= 400 ? s : 400, m),
      rateLimitAnswer: () => gandiError(429, 'Too Many Requests'),
    },
    state,
    new SimControls(),
  );
  const guard = (r: FastifyRequest, handle: () => SimAnswer) => () =>
    r.headers.authorization === `Bearer ${creds.apiToken}` ? handle() : gandiError(401, 'Unauthorized');
  const p = (r: FastifyRequest) => r.params as { fqdn: string; name: string; type: string };
  const domainOr404 = (r: FastifyRequest) => state.domain(p(r).fqdn);

  rt.app.get('/v5/livedns/domains/:fqdn/records', (r, reply) =>
    rt.answer(
      reply,
      'livedns.list',
      guard(r, () => {
        const d = domainOr404(r);
        if (!d) return gandiError(404, 'The resource could not be found.');
        const sets = new Map<string, { rrset_name: string; rrset_type: string; rrset_ttl: number; rrset_values: string[] }>();
        for (const x of d.records) {
          const key = `${x.name}/${x.type}`;
          const set = sets.get(key) ?? { rrset_name: x.name, rrset_type: x.type, rrset_ttl: x.ttl, rrset_values: [] };
          set.rrset_values.push(x.content);
          sets.set(key, set);
        }
        return json(
          [...sets.values()].map((s) => ({
            ...s,
            rrset_href: `https://api.gandi.net/v5/livedns/domains/${d.name}/records/${s.rrset_name}/${s.rrset_type}`,
          })),
        );
      }),
    ),
  );

  rt.app.put('/v5/livedns/domains/:fqdn/records/:name/:type', (r, reply) =>
    rt.answer(
      reply,
      'livedns.put',
      guard(r, () => {
        const d = domainOr404(r);
        if (!d) return gandiError(404, 'The resource could not be found.');
        const { name, type } = p(r);
        const b = r.body as { rrset_ttl?: number; rrset_values?: string[] };
        if (!Array.isArray(b.rrset_values) || b.rrset_values.length === 0)
          return gandiError(400, 'Bad Request', [
            { location: 'body', name: 'rrset_values', description: 'Missing data for required field.' },
          ]);
        const ttl = b.rrset_ttl ?? 10800;
        if (ttl < 300)
          return gandiError(400, 'Bad Request', [
            { location: 'body', name: 'rrset_ttl', description: 'Must be greater than or equal to 300.' },
          ]);
        const rrType = type.toUpperCase();
        d.records = [
          ...d.records.filter((x) => !(x.name === name && x.type === rrType)),
          ...b.rrset_values.map((v) => ({ id: state.newRecordId(), name, type: rrType, content: v, ttl })),
        ];
        return json({ message: 'DNS Record Created' }, 201);
      }),
    ),
  );

  rt.app.delete('/v5/livedns/domains/:fqdn/records/:name/:type', (r, reply) =>
    rt.answer(
      reply,
      'livedns.delete',
      guard(r, () => {
        const d = domainOr404(r);
        if (!d) return gandiError(404, 'The resource could not be found.');
        const { name, type } = p(r);
        d.records = d.records.filter((x) => !(x.name === name && x.type === type.toUpperCase()));
        return { status: 204, body: '' };
      }),
    ),
  );

  rt.app.put('/v5/domain/domains/:fqdn/nameservers', (r, reply) =>
    rt.answer(
      reply,
      'nameservers',
      guard(r, () => {
        const d = domainOr404(r);
        if (!d) return gandiError(404, 'The resource could not be found.');
        const ns = (r.body as { nameservers?: string[] }).nameservers;
        if (!Array.isArray(ns) || ns.length < 1)
          return gandiError(400, 'Bad Request', [
            { location: 'body', name: 'nameservers', description: 'Missing data for required field.' },
          ]);
        d.nameservers = ns.map((n) => n.toLowerCase());
        return json({ message: 'Nameservers update in progress' }, 202);
      }),
    ),
  );

  rt.app.get('/v5/billing/info', (r, reply) =>
    rt.answer(
      reply,
      'billing',
      guard(r, () =>
        json({
          annual_balance: 0,
          grid: 'A',
          outstanding_amount: 0,
          prepaid: { amount: state.balance, currency: state.currency, warning_threshold: 10 },
        }),
      ),
    ),
  );

  rt.app.get('/v5/domain/domains', (r, reply) =>
    rt.answer(
      reply,
      'domains.list',
      guard(r, () => {
        const q = r.query as { per_page?: string; page?: string };
        const per = Math.max(1, Number(q.per_page ?? 100) || 100);
        const page = Math.max(1, Number(q.page ?? 1) || 1);
        const all = [...state.domains.values()];
        const items = all.slice((page - 1) * per, page * per).map((d, i) => ({
          id: `dom-${i}`,
          fqdn: d.name,
          fqdn_unicode: d.name,
          tld: d.name.split('.').pop(),
          status: [],
          nameserver: { current: 'livedns' },
          dates: { created_at: d.created.toISOString(), registry_ends_at: d.expires.toISOString() },
        }));
        return { status: 200, body: items, headers: { 'total-count': String(all.length) } };
      }),
    ),
  );

  rt.app.get('/v5/domain/check', (r, reply) =>
    rt.answer(
      reply,
      'check',
      guard(r, () => {
        const name = String((r.query as { name?: string }).name ?? '').toLowerCase();
        if (!name)
          return gandiError(400, 'Bad Request', [
            { location: 'querystring', name: 'name', description: 'Missing data for required field.' },
          ]);
        const price = state.priceOf(name);
        const status = state.isAvailable(name) ? 'available' : 'unavailable';
        const prices =
          price === null
            ? []
            : [
                {
                  duration_unit: 'y',
                  min_duration: 1,
                  max_duration: 10,
                  price_before_taxes: price,
                  price_after_taxes: Math.round(price * 120) / 100,
                  discount: false,
                },
              ];
        return json({
          currency: state.currency,
          grid: 'A',
          products: [{ name, status, process: 'create', taxes: [{ type: 'service', rate: 20, name: 'vat' }], prices }],
          taxes: [],
        });
      }),
    ),
  );

  rt.app.post('/v5/domain/domains', (r, reply) =>
    rt.answer(
      reply,
      'create',
      guard(r, () => {
        const b = r.body as { fqdn?: string; duration?: number; owner?: Record<string, unknown> };
        const missing = OWNER_FIELDS.filter((f) => !b.owner?.[f]);
        if (!b.fqdn || missing.length)
          return gandiError(
            400,
            'Bad Request',
            (b.fqdn ? missing.map((f) => `owner.${f}`) : ['fqdn']).map((n) => ({
              location: 'body',
              name: n,
              description: 'Missing data for required field.',
            })),
          );
        const res = state.register(b.fqdn, b.duration ?? 1, Object.fromEntries(OWNER_FIELDS.map((f) => [f, String(b.owner?.[f])])));
        if (!res.ok)
          return gandiError(
            res.reason === 'funds' ? 402 : 409,
            res.reason === 'funds' ? 'Not enough prepaid balance' : `${b.fqdn} is not available`,
          );
        return json({ message: 'Domain Created' }, 202);
      }),
    ),
  );
  return rt;
}

/** `url` is what GANDI_API_URL should be. */
export async function startGandiSim(
  opts: { credentials?: GandiSimCredentials; port?: number; host?: string } = {},
): Promise<RunningSim<GandiSimCredentials>> {
  const credentials = opts.credentials ?? DEFAULT_GANDI_CREDENTIALS;
  return listenSim(buildGandiSim(credentials), credentials, { ...opts, path: '/v5' });
}
