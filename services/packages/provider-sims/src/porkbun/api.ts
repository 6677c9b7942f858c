// Porkbun v3 endpoints the platform uses, against the simulator's state; {"status":"ERROR"} bodies.
import type { RegistrarSimState, SimAnswer } from '../registrar-common';

type Body = Record<string, unknown>;
export const PORKBUN_DEFAULT_NS = [
  'curitiba.ns.porkbun.com',
  'fortaleza.ns.porkbun.com',
  'maceio.ns.porkbun.com',
  'salvador.ns.porkbun.com',
];

export const success = (data: Body = {}): SimAnswer => ({ status: 200, body: { status: 'SUCCESS', ...data } });
export const porkbunError = (message: string, status = 200): SimAnswer => ({ status, body: { status: 'ERROR', message } });

const fqdn = (name: string, domain: string) => (name === '@' ? domain : `${name}.${domain}`);

function dns(state: RegistrarSimState, action: string, domain: string, id: string | undefined, b: Body): SimAnswer {
  const d = state.domain(domain);
  if (!d) return porkbunError(`Invalid domain. (${domain})`);
  if (action === 'retrieve') {
    return success({
      records: d.records.map((r) => ({
        id: String(r.id),
        name: fqdn(r.name, d.name),
        type: r.type,
        content: r.content,
        ttl: String(r.ttl),
        prio: String(r.prio ?? 0),
        notes: '',
      })),
    });
  }
  if (action === 'delete') {
    const before = d.records.length;
    d.records = d.records.filter((r) => String(r.id) !== id);
    return before === d.records.length ? porkbunError('Invalid record ID.') : success();
  }
  const type = String(b.type ?? '').toUpperCase();
  const content = String(b.content ?? '');
  const ttl = Math.max(600, Number(b.ttl ?? 600) || 600);
  if (!type || !content) return porkbunError('Type and content are required.');
  if (type === 'A' && !/^\d{1,3}(\.\d{1,3}){3}$/.test(content)) return porkbunError('Invalid IPv4 address for A record.');
  const name = String(b.name ?? '').toLowerCase() || '@';
  if (action === 'create') {
    const recId = state.newRecordId();
    d.records.push({ id: recId, name, type, content, ttl });
    return success({ id: recId });
  }
  const r = d.records.find((x) => String(x.id) === id);
  if (!r) return porkbunError('Invalid record ID.');
  Object.assign(r, { name, type, content, ttl });
  return success();
}

/** `parts` is the path after /api/json/v3, split on '/'. */
export function route(state: RegistrarSimState, parts: string[], b: Body): SimAnswer {
  const [group, action, domain = '', id] = parts;
  if (group === 'ping') return success({ yourIp: '127.0.0.1' });
  if (group === 'dns' && ['retrieve', 'create', 'edit', 'delete'].includes(action)) return dns(state, action, domain.toLowerCase(), id, b);
  if (group === 'account' && action === 'balance')
    return success({ cents: Math.round(state.balance * 100), display: `$${state.balance.toFixed(2)}` });
  if (group !== 'domain') return porkbunError('Invalid endpoint.', 404);
  const name = domain.toLowerCase();
  switch (action) {
    case 'updateNs': {
      const d = state.domain(name);
      if (!d) return porkbunError(`Invalid domain. (${name})`);
      if (!Array.isArray(b.ns) || b.ns.length < 2) return porkbunError('At least two name servers are required.');
      d.nameservers = (b.ns as string[]).map((n) => n.toLowerCase());
      return success();
    }
    case 'getNs': {
      const d = state.domain(name);
      return d ? success({ ns: d.nameservers }) : porkbunError(`Invalid domain. (${name})`);
    }
    case 'listAll': {
      const start = Number(b.start ?? 0) || 0;
      const all = [...state.domains.values()].slice(start, start + 1000);
      return success({
        domains: all.map((d) => ({
          domain: d.name,
          status: 'ACTIVE',
          tld: d.name.split('.').pop(),
          createDate: d.created.toISOString().replace('T', ' ').slice(0, 19),
          expireDate: d.expires.toISOString().replace('T', ' ').slice(0, 19),
          securityLock: d.locked ? '1' : '0',
          whoisPrivacy: '1',
          autoRenew: d.autoRenew ? 1 : 0,
          notLocal: 0,
        })),
      });
    }
    case 'checkDomain': {
      const price = state.priceOf(name);
      const avail = state.isAvailable(name);
      return success({
        response: {
          avail: avail ? 'yes' : 'no',
          type: 'registration',
          price: price?.toFixed(2) ?? null,
          firstYearPromo: 'no',
          regularPrice: price?.toFixed(2) ?? null,
          premium: 'no',
        },
        limits: { TTL: '10', limit: '1', used: 1, naturalLanguage: '1 out of 1 checks within 10 seconds used.' },
      });
    }
    case 'create': {
      if (b.agreeToTerms !== 'yes') return porkbunError('You must agree to the terms.');
      const price = state.priceOf(name);
      if (price === null || Number(b.cost) !== Math.round(price * 100))
        return porkbunError(`The cost does not match the current price (${price === null ? 'n/a' : Math.round(price * 100)} pennies).`);
      const res = state.register(name, 1);
      if (!res.ok) return porkbunError(res.reason === 'funds' ? 'INSUFFICIENT_FUNDS' : 'Domain is not available.');
      return success({
        domain: name,
        cost: Math.round(res.price * 100),
        orderId: 7000 + state.registrations.length,
        balance: Math.round(state.balance * 100),
      });
    }
    default:
      return porkbunError('Invalid endpoint.', 404);
  }
}
