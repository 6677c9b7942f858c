// Domains: name servers, list, availability and asynchronous registration (202 + operation id).
import { json } from '../registrar-common';
import { detail, domainParam, SPACESHIP_DEFAULT_NS, type SpaceshipRouteContext } from './context';

export function registerDomainRoutes({ rt, state, guard }: SpaceshipRouteContext): void {
  const operations = new Map<string, { status: 'pending' | 'success' | 'failed'; details: Record<string, unknown>; createdAt: string }>();

  rt.app.put('/api/v1/domains/:domain/nameservers', (r, reply) =>
    rt.answer(
      reply,
      'nameservers',
      guard(r, () => {
        const d = state.domain(domainParam(r));
        if (!d) return detail(404, 'Domain not found');
        const b = r.body as { provider?: string; hosts?: string[] };
        if (b.provider === 'basic') d.nameservers = [...SPACESHIP_DEFAULT_NS];
        else if (b.provider === 'custom' && Array.isArray(b.hosts) && b.hosts.length >= 2)
          d.nameservers = b.hosts.map((h) => h.toLowerCase());
        else
          return json({ detail: 'Validation error', data: [{ field: 'hosts', details: 'at least two hosts for a custom provider' }] }, 422);
        return json({ provider: b.provider, hosts: d.nameservers });
      }),
    ),
  );

  rt.app.get('/api/v1/domains', (r, reply) =>
    rt.answer(
      reply,
      'domains.list',
      guard(r, () => {
        const q = r.query as { take?: string; skip?: string };
        const take = Math.min(100, Math.max(1, Number(q.take) || 0));
        const skip = Number(q.skip ?? 0) || 0;
        const all = [...state.domains.values()].sort((a, b) => a.name.localeCompare(b.name));
        const items = all.slice(skip, skip + take).map((d) => ({
          name: d.name,
          unicodeName: d.name,
          isPremium: false,
          autoRenew: d.autoRenew,
          registrationDate: d.created.toISOString(),
          expirationDate: d.expires.toISOString(),
          lifecycleStatus: 'registered',
          eppStatuses: d.locked ? ['clientTransferProhibited'] : [],
          nameservers: { provider: 'basic', hosts: d.nameservers },
        }));
        return json({ items, total: all.length });
      }),
    ),
  );

  // Domain info (GET /v1/domains/{domain}): the list item's shape, for one domain.
  rt.app.get('/api/v1/domains/:domain', (r, reply) =>
    rt.answer(
      reply,
      'domains.get',
      guard(r, () => {
        const d = state.domains.get((r.params as { domain: string }).domain.toLowerCase());
        if (!d) return json({ detail: 'Domain not found' }, 404);
        return json({
          name: d.name,
          unicodeName: d.name,
          autoRenew: d.autoRenew,
          expirationDate: d.expires.toISOString(),
          eppStatuses: d.locked ? ['clientTransferProhibited'] : [],
          nameservers: { provider: 'basic', hosts: d.nameservers },
        });
      }),
    ),
  );

  rt.app.get('/api/v1/domains/:domain/available', (r, reply) =>
    rt.answer(
      reply,
      'available',
      guard(r, () => {
        const name = domainParam(r);
        return json({ domain: name, result: state.isAvailable(name) ? 'available' : 'taken', premiumPricing: [] });
      }),
    ),
  );

  rt.app.post('/api/v1/domains/:domain', (r, reply) =>
    rt.answer(
      reply,
      'register',
      guard(r, () => {
        const name = domainParam(r);
        const years = Number((r.body as { years?: number }).years ?? 1) || 1;
        const res = state.register(name, years);
        const id = `op-${operations.size + 1}`;
        operations.set(id, {
          status: res.ok ? 'success' : 'failed',
          details: res.ok ? { domain: name } : { detail: res.reason === 'funds' ? 'Insufficient funds' : 'Domain is not available' },
          createdAt: new Date().toISOString(),
        });
        return { status: 202, body: '', headers: { 'spaceship-async-operationid': id } };
      }),
    ),
  );

  rt.app.get('/api/v1/async-operations/:id', (r, reply) =>
    rt.answer(
      reply,
      'async-operation',
      guard(r, () => {
        const op = operations.get((r.params as { id: string }).id);
        if (!op) return detail(404, 'Operation not found');
        return json({
          status: op.status,
          type: 'domain_registration',
          details: op.details,
          createdAt: op.createdAt,
          modifiedAt: op.createdAt,
        });
      }),
    ),
  );
}
