// A BIND zone file read as A records for one domain (issue 30): each logical record (zone-lines.ts) is
// parsed with dnsz in the file's $ORIGIN and $TTL; A records of the zone become the records to plan,
// other known types are listed as skipped with their line numbers, and anything that is not a valid
// record is a problem named by its line. A file with any problem plans nothing.
import { isIpv4 } from '@dop/contracts/common';
import { zoneLines } from './zone-lines';

export interface ZoneProblem {
  line: number;
  reason: string;
}

export interface ZoneImport {
  records: Array<{ name: string; content: string; ttl: number }>;
  skipped: Array<{ line: number; type: string; name: string }>;
  problems: ZoneProblem[];
}

const KNOWN_TYPES = new Set([
  'A',
  'AAAA',
  'CAA',
  'CNAME',
  'DNAME',
  'DS',
  'HINFO',
  'MX',
  'NAPTR',
  'NS',
  'PTR',
  'SOA',
  'SPF',
  'SRV',
  'SSHFP',
  'TLSA',
  'TXT',
]);
const TTL = { min: 60, max: 604_800, default: 3600 };

const importDnsz = () => import('dnsz');

export async function importZone(domain: string, zone: string): Promise<ZoneImport> {
  const { parseZone } = await importDnsz();
  const out: ZoneImport = { records: [], skipped: [], problems: [] };
  let origin = domain;
  let ttl = TTL.default;
  for (const { line, text } of zoneLines(zone)) {
    const directive = /^\$(ORIGIN|TTL)\s+(\S+)/i.exec(text.trim());
    if (directive) {
      if (directive[1].toUpperCase() === 'ORIGIN') origin = directive[2].replace(/\.$/, '').toLowerCase();
      else ttl = Number(directive[2]);
      if (origin !== domain && !origin.endsWith(`.${domain}`))
        out.problems.push({ line, reason: `$ORIGIN ${directive[2]} is outside ${domain}` });
      continue;
    }
    if (/^\$/.test(text.trim())) {
      out.problems.push({ line, reason: `${text.trim().split(/\s/)[0]} is not supported` });
      continue;
    }
    const [rec] = parseZone(`$ORIGIN ${origin}.\n$TTL ${ttl}\n${text}\n`).records;
    const type = rec?.type?.toUpperCase();
    if (!rec || !KNOWN_TYPES.has(type)) {
      out.problems.push({ line, reason: `not a DNS record (${rec ? `unknown type ${rec.type}` : 'nothing to read'})` });
      continue;
    }
    if (rec.name !== domain && !rec.name.endsWith(`.${domain}`)) {
      out.problems.push({ line, reason: `${rec.name} is outside ${domain}` });
      continue;
    }
    const name = rec.name === domain ? '@' : rec.name.slice(0, -(domain.length + 1));
    if (type !== 'A') out.skipped.push({ line, type, name });
    else if (!isIpv4(rec.content)) out.problems.push({ line, reason: `${rec.content} is not an IPv4 address` });
    else if (!Number.isInteger(rec.ttl) || rec.ttl < TTL.min || rec.ttl > TTL.max)
      out.problems.push({ line, reason: `TTL ${rec.ttl} is outside ${TTL.min}–${TTL.max} seconds` });
    else out.records.push({ name, content: rec.content, ttl: rec.ttl });
  }
  if (!out.records.length && !out.problems.length) out.problems.push({ line: 0, reason: `no A record of ${domain} in the file` });
  return out;
}
