// NameSilo operations the platform uses, answering the JSON reply envelope with NameSilo's codes.
import type { RegistrarSimState, SimAnswer } from '../registrar-common';

type Params = Record<string, string>;
export const NAMESILO_DEFAULT_NS = ['ns1.dnsowl.com', 'ns2.dnsowl.com', 'ns3.dnsowl.com'];

export function reply(operation: string, code: number | string, detail: string, data: Record<string, unknown> = {}): SimAnswer {
  // Codes arrive as numbers or strings from the real API; the simulator sends strings.
  return { status: 200, body: { request: { operation, ip: '127.0.0.1' }, reply: { code: String(code), detail, ...data } } };
}

/** NameSilo serialises a one-element list as a bare object. */
const list = <T>(items: T[]): T | T[] => (items.length === 1 ? items[0] : items);
const fqdn = (name: string, domain: string) => (name === '@' ? domain : `${name}.${domain}`);

function dns(state: RegistrarSimState, op: string, p: Params): SimAnswer {
  const d = state.domain(p.domain ?? '');
  if (!d) return reply(op, 200, 'Domain is not active, or does not belong to this user');
  const host = (p.rrhost ?? '').toLowerCase();
  const name = host === '' ? '@' : host;
  const ttl = Math.max(3600, Number(p.rrttl ?? 7207) || 7207);
  switch (op) {
    case 'dnsListRecords':
      return reply(op, 300, 'success', {
        resource_record: list(
          d.records.map((r) => ({
            record_id: String(r.id),
            type: r.type,
            host: fqdn(r.name, d.name),
            value: r.content,
            ttl: String(r.ttl),
            distance: String(r.prio ?? 0),
          })),
        ),
      });
    case 'dnsAddRecord': {
      if (!p.rrtype || !p.rrvalue) return reply(op, 280, 'DNS modification error: rrtype and rrvalue are required');
      if (p.rrtype === 'A' && !/^\d{1,3}(\.\d{1,3}){3}$/.test(p.rrvalue))
        return reply(op, 280, 'DNS modification error: invalid IPv4 address');
      const id = state.newRecordId();
      d.records.push({ id, name, type: p.rrtype.toUpperCase(), content: p.rrvalue, ttl });
      return reply(op, 300, 'success', { record_id: String(id) });
    }
    case 'dnsUpdateRecord': {
      const r = d.records.find((x) => String(x.id) === p.rrid);
      if (!r) return reply(op, 280, 'DNS modification error: record not found');
      Object.assign(r, { name, content: p.rrvalue ?? r.content, ttl, id: state.newRecordId() });
      return reply(op, 300, 'success', { record_id: String(r.id) });
    }
    default: {
      const before = d.records.length;
      d.records = d.records.filter((x) => String(x.id) !== p.rrid);
      return before === d.records.length ? reply(op, 280, 'DNS modification error: record not found') : reply(op, 300, 'success');
    }
  }
}

export function runOperation(state: RegistrarSimState, op: string, p: Params): SimAnswer {
  switch (op) {
    case 'dnsListRecords':
    case 'dnsAddRecord':
    case 'dnsUpdateRecord':
    case 'dnsDeleteRecord':
      return dns(state, op, p);
    case 'changeNameServers': {
      const d = state.domain(p.domain ?? '');
      if (!d) return reply(op, 200, 'Domain is not active, or does not belong to this user');
      const ns = Array.from({ length: 13 }, (_, i) => p[`ns${i + 1}`])
        .filter(Boolean)
        .map((s) => s.toLowerCase());
      if (ns.length < 2) return reply(op, 108, 'ns1 and ns2 are required');
      d.nameservers = ns;
      return reply(op, 300, 'success');
    }
    case 'getAccountBalance':
      return reply(op, 300, 'success', { balance: state.balance.toFixed(2) });
    case 'listDomains': {
      // page/pageSize as clients report them (unverified); a pager block only when paging was asked.
      const all = [...state.domains.values()];
      const size = Math.min(500, Math.max(1, Number(p.pageSize) || 0));
      const page = Math.max(1, Number(p.page) || 1);
      const paged = Boolean(p.pageSize);
      const rows = paged ? all.slice((page - 1) * size, page * size) : all;
      return reply(op, 300, 'success', {
        domains: {
          domain: list(
            rows.map((d) => ({
              domain: d.name,
              created: d.created.toISOString().slice(0, 10),
              expires: d.expires.toISOString().slice(0, 10),
            })),
          ),
        },
        ...(paged ? { pager: { total: all.length, pageSize: size, page } } : {}),
      });
    }
    case 'getDomainInfo': {
      const d = state.domain(p.domain ?? '');
      if (!d) return reply(op, 200, 'Domain is not active, or does not belong to this user');
      return reply(op, 300, 'success', {
        created: d.created.toISOString().slice(0, 10),
        expires: d.expires.toISOString().slice(0, 10),
        status: 'Active',
        locked: d.locked ? 'Yes' : 'No',
        private: 'Yes',
        auto_renew: d.autoRenew ? 'Yes' : 'No',
        traffic_type: 'Custom DNS',
        nameservers: { nameserver: list(d.nameservers.map((n, i) => ({ position: i + 1, nameserver: n }))) },
      });
    }
    case 'checkRegisterAvailability': {
      const names = (p.domains ?? '')
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean);
      const available = names.filter((n) => state.isAvailable(n));
      const unavailable = names.filter((n) => !available.includes(n));
      const data: Record<string, unknown> = {};
      if (available.length)
        data.available = list(
          available.map((n) => ({ domain: n, price: state.priceOf(n), renew: state.priceOf(n), premium: 0, duration: 1 })),
        );
      if (unavailable.length) data.unavailable = { domain: list(unavailable) };
      return reply(op, 300, 'success', data);
    }
    case 'registerDomain': {
      const domain = (p.domain ?? '').toLowerCase();
      const years = Number(p.years);
      if (!domain || !Number.isInteger(years) || years < 1 || years > 10) return reply(op, 107, 'Invalid domain or years');
      const contact = p.fn ? { fn: p.fn, ln: p.ln, em: p.em } : undefined;
      const res = state.register(domain, years, contact);
      if (!res.ok)
        return res.reason === 'funds' ? reply(op, 265, 'Insufficient funds') : reply(op, 261, 'Domain unavailable for registration.');
      return reply(op, 300, 'success', {
        message: 'Your domain registration was successfully processed.',
        domain,
        order_amount: res.price.toFixed(2),
      });
    }
    case 'getPrices':
      return reply(
        op,
        300,
        'success',
        Object.fromEntries(
          Object.entries(state.prices).map(([t, v]) => [t, { registration: v.toFixed(2), transfer: v.toFixed(2), renew: v.toFixed(2) }]),
        ),
      );
    default:
      return reply(op, 113, 'Invalid operation');
  }
}
