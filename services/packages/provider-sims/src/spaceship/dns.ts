// DNS records: list with take/skip, PUT upserts by content (force replaces a conflicting name+type),
// DELETE removes the listed values.
import { json } from '../registrar-common';
import { detail, domainParam, type SpaceshipRouteContext } from './context';

interface Item {
  type?: string;
  name?: string;
  address?: string;
  ttl?: number;
}
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export function registerDnsRoutes({ rt, state, guard }: SpaceshipRouteContext): void {
  rt.app.get('/api/v1/dns/records/:domain', (r, reply) =>
    rt.answer(
      reply,
      'dns.list',
      guard(r, () => {
        const d = state.domain(domainParam(r));
        if (!d) return detail(404, 'Domain not found');
        const q = r.query as { take?: string; skip?: string };
        const take = Number(q.take);
        const skip = Number(q.skip ?? 0);
        if (!Number.isInteger(take) || take < 1 || take > 100)
          return json({ detail: 'Validation error', data: [{ field: 'take', details: 'must be 1-100' }] }, 422);
        const items = d.records.map((x) => ({ type: x.type, name: x.name, address: x.content, ttl: x.ttl, group: { type: 'custom' } }));
        return json({ items: items.slice(skip, skip + take), total: items.length });
      }),
    ),
  );

  rt.app.put('/api/v1/dns/records/:domain', (r, reply) =>
    rt.answer(
      reply,
      'dns.put',
      guard(r, () => {
        const d = state.domain(domainParam(r));
        if (!d) return detail(404, 'Domain not found');
        const body = r.body as { force?: boolean; items?: Item[] };
        const items = body.items ?? [];
        const bad = items.findIndex((i) => i.type === 'A' && (!i.address || !IPV4.test(i.address)));
        if (bad >= 0)
          return json({ detail: 'Validation error', data: [{ field: `items[${bad}].address`, details: 'must be an IPv4 address' }] }, 422);
        for (const i of items) {
          const name = (i.name ?? '@').toLowerCase();
          const type = (i.type ?? '').toUpperCase();
          const same = d.records.filter((x) => x.name === name && x.type === type);
          const exact = same.find((x) => x.content === i.address);
          if (exact) exact.ttl = i.ttl ?? exact.ttl;
          else if (same.length && !body.force) return detail(409, `Conflicting ${type} record at ${name}`);
          else d.records.push({ id: state.newRecordId(), name, type, content: i.address ?? '', ttl: i.ttl ?? 3600 });
        }
        return { status: 204, body: '' };
      }),
    ),
  );

  rt.app.delete('/api/v1/dns/records/:domain', (r, reply) =>
    rt.answer(
      reply,
      'dns.delete',
      guard(r, () => {
        const d = state.domain(domainParam(r));
        if (!d) return detail(404, 'Domain not found');
        const items = Array.isArray(r.body) ? (r.body as Item[]) : [];
        d.records = d.records.filter(
          (x) => !items.some((i) => (i.name ?? '@') === x.name && (i.type ?? '').toUpperCase() === x.type && i.address === x.content),
        );
        return { status: 204, body: '' };
      }),
    ),
  );
}
