// Dynadot API3 commands (JSON): <Command>Response with ResponseCode 0 / -1 inside HTTP 200;
// set_dns2 replaces the whole DNS setting unless add_dns_to_current_setting=1.
import type { RegistrarSimState, SimAnswer, SimRecord } from '../registrar-common';

type Params = Record<string, string>;
export const DYNADOT_DEFAULT_NS = ['ns1.dyna-ns.net', 'ns2.dyna-ns.net'];

const RESPONSE: Record<string, string> = {
  get_dns: 'GetDnsResponse',
  set_dns2: 'SetDns2Response',
  set_ns: 'SetNsResponse',
  get_ns: 'GetNsResponse',
  get_account_balance: 'GetAccountBalanceResponse',
  search: 'SearchResponse',
  register: 'RegisterResponse',
  list_domain: 'ListDomainInfoResponse',
};

export function dynadotOk(command: string, data: Record<string, unknown> = {}): SimAnswer {
  return { status: 200, body: { [RESPONSE[command] ?? 'Response']: { ResponseCode: 0, Status: 'success', ...data } } };
}

export function dynadotError(command: string, message: string): SimAnswer {
  return { status: 200, body: { [RESPONSE[command] ?? 'Response']: { ResponseCode: '-1', Status: 'error', Error: message } } };
}

function setDns2(state: RegistrarSimState, p: Params): SimAnswer {
  const d = state.domain(p.domain ?? '');
  if (!d) return dynadotError('set_dns2', 'could not find domain in your account');
  const ttl = Number(p.ttl ?? 3600) || 3600;
  const records: SimRecord[] = [];
  for (let i = 0; i < 20 && p[`main_record_type${i}`]; i += 1) {
    records.push({
      id: state.newRecordId(),
      name: '@',
      type: p[`main_record_type${i}`].toUpperCase(),
      content: p[`main_record${i}`] ?? '',
      ttl,
    });
  }
  for (let i = 0; p[`subdomain${i}`] !== undefined; i += 1) {
    if (!p[`sub_record_type${i}`]) return dynadotError('set_dns2', `sub_record_type${i} is missing`);
    records.push({
      id: state.newRecordId(),
      name: p[`subdomain${i}`],
      type: p[`sub_record_type${i}`].toUpperCase(),
      content: p[`sub_record${i}`] ?? '',
      ttl,
    });
  }
  d.records = p.add_dns_to_current_setting === '1' ? [...d.records, ...records] : records;
  d.nameservers = [...DYNADOT_DEFAULT_NS];
  return dynadotOk('set_dns2');
}

function getDns(state: RegistrarSimState, p: Params): SimAnswer {
  const d = state.domain(p.domain ?? '');
  if (!d) return dynadotError('get_dns', 'could not find domain in your account');
  const dynadotDns = d.nameservers.every((n) => DYNADOT_DEFAULT_NS.includes(n));
  const main = d.records.filter((r) => r.name === '@').map((r) => ({ RecordType: r.type.toLowerCase(), Value: r.content }));
  const subs = d.records
    .filter((r) => r.name !== '@')
    .map((r) => ({ Subhost: r.name, RecordType: r.type.toLowerCase(), Value: r.content }));
  const settings = dynadotDns
    ? { Type: 'Dynadot DNS', MainDomains: main, SubDomains: subs, TTL: String(d.records[0]?.ttl ?? 3600) }
    : { Type: 'Name Servers', NameServers: d.nameservers };
  return dynadotOk('get_dns', { GetDns: { NameServerSettings: settings } });
}

export function runCommand(state: RegistrarSimState, command: string, p: Params): SimAnswer {
  switch (command) {
    case 'get_dns':
      return getDns(state, p);
    case 'set_dns2':
      return setDns2(state, p);
    case 'set_ns': {
      const d = state.domain(p.domain ?? '');
      if (!d) return dynadotError(command, 'could not find domain in your account');
      const ns = Array.from({ length: 13 }, (_, i) => p[`ns${i}`])
        .filter(Boolean)
        .map((s) => s.toLowerCase());
      if (!ns.length) return dynadotError(command, 'ns0 is required');
      d.nameservers = ns;
      return dynadotOk(command);
    }
    case 'get_ns': {
      const d = state.domain(p.domain ?? '');
      if (!d) return dynadotError(command, 'could not find domain in your account');
      return dynadotOk(command, { NsContent: Object.fromEntries(d.nameservers.map((n, i) => [`Host${i}`, n])) });
    }
    case 'get_account_balance':
      return dynadotOk(command, { BalanceList: [{ Currency: state.currency, Amount: state.balance.toFixed(2) }] });
    case 'list_domain':
      return dynadotOk(command, {
        MainDomains: [...state.domains.values()].map((d) => ({
          Name: d.name,
          Expiration: d.expires.getTime(),
          Registration: d.created.getTime(),
          Locked: d.locked ? 'yes' : 'no',
          RenewOption: d.autoRenew ? 'auto-renew' : 'do not renew',
          NameServerSettings: { Type: 'Name Servers', NameServers: d.nameservers },
        })),
      });
    case 'search': {
      const names = Array.from({ length: 100 }, (_, i) => p[`domain${i}`])
        .filter(Boolean)
        .map((s) => s.toLowerCase());
      if (!names.length) return dynadotError(command, 'domain0 is required');
      return dynadotOk(command, {
        SearchResults: names.map((n) => {
          const available = state.isAvailable(n);
          const price = state.priceOf(n);
          return {
            DomainName: n,
            Available: available ? 'yes' : 'no',
            ...(available && p.show_price === '1' && price !== null ? { Price: `${price.toFixed(2)} in ${state.currency}` } : {}),
          };
        }),
      });
    }
    case 'register': {
      const domain = (p.domain ?? '').toLowerCase();
      const years = Number(p.duration ?? 1) || 1;
      const res = state.register(domain, years);
      if (!res.ok) return dynadotError(command, res.reason === 'funds' ? 'not enough account balance' : 'not_available');
      return dynadotOk(command, { DomainName: domain, Expiration: Date.now() + years * 365 * 24 * 3600_000 });
    }
    default:
      return dynadotError(command, `unknown command ${command}`);
  }
}
