// Domains, name servers, billing, availability and asynchronous registration with the owner contact.
import { json } from '../registrar-common';
import { gandiError, params as p, type GandiRouteContext } from './errors';

const OWNER_FIELDS = ['given', 'family', 'email', 'phone', 'streetaddr', 'zip', 'city', 'country'];

export function registerDomainRoutes({ rt, state, guard }: GandiRouteContext): void {
  const domainOr404 = (r: Parameters<typeof p>[0]) => state.domain(p(r).fqdn);

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

  rt.app.get('/v5/domain/domains/:fqdn/nameservers', (r, reply) =>
    rt.answer(
      reply,
      'nameservers.get',
      guard(r, () => {
        const d = domainOr404(r);
        return d ? json(d.nameservers) : gandiError(404, 'The resource could not be found.');
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
          status: d.locked ? ['clientTransferProhibited'] : [],
          nameserver: { current: d.nameservers.some((n) => n.endsWith('gandi.net')) ? 'livedns' : 'other' },
          autorenew: d.autoRenew,
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
}
