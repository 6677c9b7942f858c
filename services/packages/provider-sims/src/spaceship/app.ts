// Spaceship REST simulator under /api: X-API-Key + X-API-Secret (401 otherwise), errors as HTTP
// status with {detail}, DNS upsert/delete by content, asynchronous registration (202 + operation id).
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

export interface SpaceshipSimCredentials {
  apiKey: string;
  apiSecret: string;
}

export const DEFAULT_SPACESHIP_CREDENTIALS: SpaceshipSimCredentials = {
  apiKey: 'sssimkey0123456789abcdef',
  apiSecret: 'sssimsecret0123456789abcdef',
};
export const SPACESHIP_DEFAULT_NS = ['launch1.spaceship.net', 'launch2.spaceship.net'];

interface Item {
  type?: string;
  name?: string;
  address?: string;
  ttl?: number;
}

const detail = (status: number, text: string): SimAnswer => json({ detail: text }, status);
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export function buildSpaceshipSim(
  creds: SpaceshipSimCredentials = DEFAULT_SPACESHIP_CREDENTIALS,
  state = new RegistrarSimState(SPACESHIP_DEFAULT_NS),
): SimRuntime {
  const rt = createSimApp(
    {
      name: 'spaceship',
      errorAnswer: (m, status) => detail(status >= 400 ? status : 422, m),
      rateLimitAnswer: () => ({ ...detail(429, 'Too many requests'), headers: { 'retry-after': '1' } }),
    },
    state,
    new SimControls(),
  );
  const operations = new Map<string, { status: 'pending' | 'success' | 'failed'; details: Record<string, unknown>; createdAt: string }>();
  const authed = (r: FastifyRequest) => r.headers['x-api-key'] === creds.apiKey && r.headers['x-api-secret'] === creds.apiSecret;
  const guard = (r: FastifyRequest, handle: () => SimAnswer) => () => (authed(r) ? handle() : detail(401, 'Unauthorized'));
  const domainParam = (r: FastifyRequest) => String((r.params as { domain: string }).domain).toLowerCase();

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
          autoRenew: false,
          registrationDate: d.created.toISOString(),
          expirationDate: d.expires.toISOString(),
          lifecycleStatus: 'registered',
          nameservers: { provider: 'basic', hosts: d.nameservers },
        }));
        return json({ items, total: all.length });
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
  return rt;
}

/** `url` is what SPACESHIP_API_URL should be. */
export async function startSpaceshipSim(
  opts: { credentials?: SpaceshipSimCredentials; port?: number; host?: string } = {},
): Promise<RunningSim<SpaceshipSimCredentials>> {
  const credentials = opts.credentials ?? DEFAULT_SPACESHIP_CREDENTIALS;
  return listenSim(buildSpaceshipSim(credentials), credentials, { ...opts, path: '/api' });
}
