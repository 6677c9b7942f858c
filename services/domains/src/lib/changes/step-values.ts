// The values a step changes, by kind (issue 30): A records, registrar name servers, a Cloudflare
// zone's SSL mode. How two values compare (a revert's conflict check) and how one reads in a message.
import type { ChangeKind, ChangeValues } from '@dop/contracts/changes';
import type { ChangeRecord, ChangeStepDoc } from '../../models/change-set';

export const stepKind = (step: Pick<ChangeStepDoc, 'kind'>): ChangeKind => step.kind ?? 'a-records';

const recordsKey = (rs: ChangeRecord[]) =>
  rs
    .map((r) => `${r.name.toLowerCase()}=${r.content}`)
    .sort()
    .join(',');

const nsKey = (ns: string[] | undefined) =>
  (ns ?? [])
    .map((n) => n.toLowerCase().replace(/\.$/, ''))
    .sort()
    .join(',');

/** Two sets of A records hold the same addresses under the same names (order and TTL aside). */
export function sameRecords(a: ChangeRecord[], b: ChangeRecord[]): boolean {
  return recordsKey(a) === recordsKey(b);
}

/** The provider holds the same values (for the kind the step changes). */
export function sameValues(kind: ChangeKind, a: ChangeValues, b: ChangeValues): boolean {
  if (kind === 'nameservers') return nsKey(a.nameservers) === nsKey(b.nameservers);
  if (kind === 'ssl-mode') return (a.sslMode ?? null) === (b.sslMode ?? null);
  // A zone that does not exist holds no records; one created empty holds none either, yet differs.
  if ((a.zoneExists ?? true) !== (b.zoneExists ?? true)) return false;
  return sameRecords(a.records, b.records);
}

export function describeValues(kind: ChangeKind, v: ChangeValues): string {
  if (kind === 'nameservers') return v.nameservers?.length ? `name servers ${v.nameservers.join(', ')}` : 'no name servers';
  if (kind === 'ssl-mode') return `SSL mode ${v.sslMode ?? 'unknown'}`;
  if (v.zoneExists === false) return 'no zone';
  return v.records.length ? v.records.map((r) => `${r.name} → ${r.content}`).join(', ') : 'no A records';
}

/** Values as stored and shown: records without empty TTLs, the kind's own field only. */
export function cleanValues(v: ChangeValues): ChangeValues {
  return {
    records: (v.records ?? []).map((r) => ({
      name: r.name,
      content: r.content,
      ...(r.ttl === undefined || r.ttl === null ? {} : { ttl: r.ttl }),
    })),
    ...(v.nameservers ? { nameservers: [...v.nameservers] } : {}),
    ...(v.sslMode ? { sslMode: v.sslMode } : {}),
    ...(v.zoneExists === undefined || v.zoneExists === null ? {} : { zoneExists: v.zoneExists }),
  };
}
