// The Namecheap commands the platform uses, against the simulator's state.
import type { RegistrarSimState, SimDomain } from '../registrar-common';
import { attrs, errorXml, okXml } from './xml';
import type { SimAnswer } from '../registrar-common';

type Params = Record<string, string>;
export const NAMECHEAP_DEFAULT_NS = ['dns1.registrar-servers.com', 'dns2.registrar-servers.com'];

const usingOurDns = (d: SimDomain) => d.nameservers.every((ns) => NAMECHEAP_DEFAULT_NS.includes(ns));
const fmt = (d: Date) => `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;

function domainOf(state: RegistrarSimState, p: Params): SimDomain | SimAnswer {
  if (!p.sld || !p.tld) return errorXml(2011170, 'Parameter SLD or TLD is missing');
  const d = state.domain(`${p.sld}.${p.tld}`);
  return d ?? errorXml(2019166, 'Domain not found');
}
const isAnswer = (v: SimDomain | SimAnswer): v is SimAnswer => 'status' in v;

function getHosts(state: RegistrarSimState, p: Params, cmd: string): SimAnswer {
  const d = domainOf(state, p);
  if (isAnswer(d)) return d;
  const hosts = d.records
    .map(
      (r) =>
        `<host ${attrs({ HostId: r.id, Name: r.name, Type: r.type, Address: r.content, MXPref: r.prio ?? 10, TTL: r.ttl, IsActive: 'true' })} />`,
    )
    .join('');
  return okXml(
    cmd,
    `<DomainDNSGetHostsResult ${attrs({ Domain: d.name, IsUsingOurDNS: usingOurDns(d) })}>${hosts}</DomainDNSGetHostsResult>`,
  );
}

function setHosts(state: RegistrarSimState, p: Params, cmd: string): SimAnswer {
  const d = domainOf(state, p);
  if (isAnswer(d)) return d;
  if (!usingOurDns(d)) return errorXml(2030288, 'Cannot complete this command as this domain is not using proper DNS servers');
  const records = [];
  for (let i = 1; p[`hostname${i}`] !== undefined; i += 1) {
    const type = (p[`recordtype${i}`] ?? '').toUpperCase();
    if (!type || p[`address${i}`] === undefined) return errorXml(2011280, `RecordType${i} or Address${i} is missing`);
    const ttl = Number(p[`ttl${i}`] ?? 1800);
    if (!Number.isInteger(ttl) || ttl < 60 || ttl > 60000) return errorXml(2011280, `TTL${i} is invalid`);
    records.push({
      id: state.newRecordId(),
      name: p[`hostname${i}`],
      type,
      content: p[`address${i}`],
      ttl,
      prio: p[`mxpref${i}`] ? Number(p[`mxpref${i}`]) : undefined,
    });
  }
  d.records = records;
  return okXml(cmd, `<DomainDNSSetHostsResult ${attrs({ Domain: d.name, IsSuccess: 'true' })} />`);
}

function setCustom(state: RegistrarSimState, p: Params, cmd: string): SimAnswer {
  const d = domainOf(state, p);
  if (isAnswer(d)) return d;
  const ns = (p.nameservers ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  if (ns.length < 2) return errorXml(2011147, 'Nameservers parameter needs at least two name servers');
  d.nameservers = ns;
  return okXml(cmd, `<DomainDNSSetCustomResult ${attrs({ Domain: d.name, Updated: 'true' })} />`);
}

function check(state: RegistrarSimState, p: Params, cmd: string): SimAnswer {
  const names = (p.domainlist ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  if (!names.length) return errorXml(2011166, 'DomainList is missing');
  const rows = names.map(
    (n) =>
      `<DomainCheckResult ${attrs({ Domain: n, Available: state.isAvailable(n), ErrorNo: 0, Description: '', IsPremiumName: 'false', PremiumRegistrationPrice: 0 })} />`,
  );
  return okXml(cmd, rows.join(''));
}

function pricing(state: RegistrarSimState, p: Params, cmd: string): SimAnswer {
  const tlds = p.productname ? [p.productname.toLowerCase()] : Object.keys(state.prices);
  const products = tlds
    .filter((t) => state.prices[t] !== undefined)
    .map((t) => {
      const price = state.prices[t];
      return `<Product Name="${t}"><Price ${attrs({ Duration: 1, DurationType: 'YEAR', Price: price, RegularPrice: price, YourPrice: price, CouponPrice: '', Currency: state.currency })} /></Product>`;
    });
  return okXml(
    cmd,
    `<UserGetPricingResult><ProductType Name="DOMAIN"><ProductCategory Name="REGISTER">${products.join('')}</ProductCategory></ProductType></UserGetPricingResult>`,
  );
}

function getList(state: RegistrarSimState, p: Params, cmd: string): SimAnswer {
  const page = Math.max(1, Number(p.page ?? 1) || 1);
  const size = Math.min(100, Math.max(10, Number(p.pagesize ?? 20) || 20));
  const all = [...state.domains.values()];
  const rows = all
    .slice((page - 1) * size, page * size)
    .map(
      (d, i) =>
        `<Domain ${attrs({ ID: i + 1, Name: d.name, User: 'sim', Created: fmt(d.created), Expires: fmt(d.expires), IsExpired: d.expires.getTime() < Date.now(), IsLocked: d.locked, AutoRenew: d.autoRenew, IsOurDNS: usingOurDns(d) })} />`,
    );
  return okXml(
    cmd,
    `<DomainGetListResult>${rows.join('')}</DomainGetListResult><Paging><TotalItems>${all.length}</TotalItems><CurrentPage>${page}</CurrentPage><PageSize>${size}</PageSize></Paging>`,
  );
}

const CONTACT = ['FirstName', 'LastName', 'Address1', 'City', 'StateProvince', 'PostalCode', 'Country', 'Phone', 'EmailAddress'];

function create(state: RegistrarSimState, p: Params, cmd: string): SimAnswer {
  const domain = (p.domainname ?? '').toLowerCase();
  if (!domain) return errorXml(2011166, 'DomainName is missing');
  for (const role of ['Registrant', 'Tech', 'Admin', 'AuxBilling']) {
    for (const f of CONTACT) if (!p[`${role}${f}`.toLowerCase()]) return errorXml(2011170, `${role}${f} is missing`);
  }
  const contact = Object.fromEntries(CONTACT.map((f) => [f, p[`registrant${f}`.toLowerCase()]]));
  const years = Number(p.years ?? 2) || 2;
  const res = state.register(domain, years, contact);
  if (!res.ok)
    return res.reason === 'funds' ? errorXml(2528166, 'Insufficient funds') : errorXml(2033409, `Domain ${domain} is not available`);
  const n = state.registrations.length;
  return okXml(
    cmd,
    `<DomainCreateResult ${attrs({ Domain: domain, Registered: 'true', ChargedAmount: res.price.toFixed(4), DomainID: 9000 + n, OrderID: 196000 + n, TransactionID: 380000 + n, WhoisguardEnable: 'false', NonRealTimeDomain: 'false' })} />`,
  );
}

/** domains.dns.getList: the name servers the registry holds for the domain. */
function dnsGetList(state: RegistrarSimState, p: Params, cmd: string): SimAnswer {
  const d = domainOf(state, p);
  if (isAnswer(d)) return d;
  const ns = d.nameservers.map((n) => `<Nameserver>${n}</Nameserver>`).join('');
  return okXml(cmd, `<DomainDNSGetListResult ${attrs({ Domain: d.name, IsUsingOurDNS: usingOurDns(d) })}>${ns}</DomainDNSGetListResult>`);
}

export function runCommand(state: RegistrarSimState, command: string, p: Params): SimAnswer {
  switch (command.toLowerCase()) {
    case 'namecheap.domains.dns.gethosts':
      return getHosts(state, p, command);
    case 'namecheap.domains.dns.sethosts':
      return setHosts(state, p, command);
    case 'namecheap.domains.dns.getlist':
      return dnsGetList(state, p, command);
    case 'namecheap.domains.dns.setcustom':
      return setCustom(state, p, command);
    case 'namecheap.users.getbalances':
      return okXml(
        command,
        `<UserGetBalancesResult ${attrs({ Currency: state.currency, AvailableBalance: state.balance.toFixed(2), AccountBalance: state.balance.toFixed(2), EarnedAmount: '0.00' })} />`,
      );
    case 'namecheap.users.getpricing':
      return pricing(state, p, command);
    case 'namecheap.domains.check':
      return check(state, p, command);
    case 'namecheap.domains.getlist':
      return getList(state, p, command);
    case 'namecheap.domains.create':
      return create(state, p, command);
    default:
      return errorXml(1010104, `Invalid Command: ${command}`);
  }
}
