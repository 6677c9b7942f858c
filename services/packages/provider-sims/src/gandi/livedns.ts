// LiveDNS per rrset (name + type): list, PUT replaces a whole set, DELETE removes it.
import { json } from '../registrar-common';
import { gandiError, params as p, type GandiRouteContext } from './errors';

export function registerLiveDns({ rt, state, guard }: GandiRouteContext): void {
  const domainOr404 = (r: Parameters<typeof p>[0]) => state.domain(p(r).fqdn);

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
}
