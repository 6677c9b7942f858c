// Issue 30 preview: what saving the DNS dialog will change against what the DNS host holds now.
// Records pair up by name: an address kept under a name is unchanged (or a TTL change); the remaining
// old and new addresses of a name pair up in order as changes (old → new); what is left over is added
// or removed. Names compare as the server does: case-insensitive, relative to the domain.

export interface DiffRecord {
  name: string;
  content: string;
  /** The host may not say (Cloudflare reads carry none); then TTLs are not compared. */
  ttl?: number;
}

export interface ChangedRecord {
  name: string;
  old: DiffRecord;
  new: DiffRecord;
}

export interface RecordsDiff {
  added: DiffRecord[];
  changed: ChangedRecord[];
  removed: DiffRecord[];
  unchanged: number;
}

/** '@' for the apex; a host given as a full name ('www.example.com') becomes relative ('www'). */
export function relativeName(name: string, domain: string): string {
  const n = name.trim().toLowerCase().replace(/\.$/, '');
  const d = domain.trim().toLowerCase();
  if (n === '' || n === '@' || n === d) return '@';
  return n.endsWith(`.${d}`) ? n.slice(0, -(d.length + 1)) : n;
}

function byName(records: DiffRecord[], domain: string): Map<string, DiffRecord[]> {
  const groups = new Map<string, DiffRecord[]>();
  for (const r of records) {
    const name = relativeName(r.name, domain);
    const list = groups.get(name) ?? [];
    list.push({ ...r, name, content: r.content.trim() });
    groups.set(name, list);
  }
  return groups;
}

const ttlDiffers = (a: DiffRecord, b: DiffRecord) => a.ttl !== undefined && b.ttl !== undefined && a.ttl !== b.ttl;

/**
 * The diff from the host's records to the dialog's rows. Rows the user has not finished (no name or
 * no address yet) are left out: the server would refuse them, so they change nothing.
 */
export function diffRecords(current: DiffRecord[], edited: DiffRecord[], domain: string): RecordsDiff {
  const complete = edited.filter((r) => r.name.trim() !== '' && r.content.trim() !== '');
  const before = byName(current, domain);
  const after = byName(complete, domain);
  const diff: RecordsDiff = { added: [], changed: [], removed: [], unchanged: 0 };
  const names = [...new Set([...before.keys(), ...after.keys()])].sort();
  for (const name of names) {
    const olds = [...(before.get(name) ?? [])];
    const news: DiffRecord[] = [];
    for (const n of after.get(name) ?? []) {
      const i = olds.findIndex((o) => o.content === n.content);
      if (i === -1) {
        news.push(n);
        continue;
      }
      const [kept] = olds.splice(i, 1);
      if (ttlDiffers(kept, n)) diff.changed.push({ name, old: kept, new: n });
      else diff.unchanged += 1;
    }
    const pairs = Math.min(olds.length, news.length);
    for (let i = 0; i < pairs; i += 1) diff.changed.push({ name, old: olds[i], new: news[i] });
    diff.added.push(...news.slice(pairs));
    diff.removed.push(...olds.slice(pairs));
  }
  return diff;
}

export const isEmptyDiff = (d: RecordsDiff) => d.added.length + d.changed.length + d.removed.length === 0;

/** '@ → 192.0.2.1' (with the TTL when asked), as the change log and the server's messages write it. */
export function recordText(r: DiffRecord, withTtl = false): string {
  return `${r.name} → ${r.content}${withTtl && r.ttl !== undefined ? ` (TTL ${r.ttl})` : ''}`;
}
