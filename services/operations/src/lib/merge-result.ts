// Results are one row per (operationType, domain) merged from many events. Each field remembers the
// version (occurredAt, eventId) that last set it and only a newer version overwrites it, so applying
// events in any order, or the same event twice, gives the same row (idempotent, commutative).
import { RESULT_PROVIDERS, type ResultChanged } from '@dop/contracts/ops';

export type ResultRow = {
  _id: string;
  operationType: ResultChanged['operationType'];
  domain: string;
  userId: string | null;
  teamTag: string | null;
  statuses: Record<string, string>;
  success?: boolean;
  message?: string;
  registrar?: string;
  resultId?: string;
  /** Newest occurredAt seen: the row's Time column, the sort key and the retention clock. */
  timestamp: Date;
  /** Per field: the version that set it. 'row' is the version of userId/teamTag/resultId. */
  versions: Record<string, string>;
  /** Bumped on every write, so two writers cannot overwrite each other's merge. */
  rev: number;
};

export const resultKey = (operationType: string, domain: string) => `${operationType}:${domain}`;

export const normaliseDomain = (domain: string) => domain.trim().toLowerCase().replace(/\.$/, '');

/** ISO text sorts like time; the eventId breaks ties between events of the same millisecond. */
export const eventVersion = (e: Pick<ResultChanged, 'occurredAt' | 'eventId'>) => `${new Date(e.occurredAt).toISOString()}|${e.eventId}`;

const newer = (version: string, current: string | undefined) => current === undefined || version >= current;

/** Applies one event to a row (or creates it); returns a new row, the input is left untouched. */
export function mergeResult(row: ResultRow | null, e: ResultChanged): ResultRow {
  const domain = normaliseDomain(e.domain);
  const at = new Date(e.occurredAt);
  const v = eventVersion(e);
  const next: ResultRow = row
    ? { ...row, statuses: { ...row.statuses }, versions: { ...row.versions } }
    : {
        _id: resultKey(e.operationType, domain),
        operationType: e.operationType,
        domain,
        userId: e.userId,
        teamTag: e.teamTag ?? null,
        statuses: {},
        timestamp: at,
        versions: {},
        rev: 0,
      };
  const set = (field: string, apply: () => void) => {
    if (!newer(v, next.versions[field])) return;
    apply();
    next.versions[field] = v;
  };
  for (const provider of RESULT_PROVIDERS) {
    const status = e.statuses[provider];
    if (status !== undefined) set(provider, () => (next.statuses[provider] = status));
  }
  if (e.success !== undefined) set('success', () => (next.success = e.success));
  if (e.message !== undefined) set('message', () => (next.message = e.message));
  if (e.registrarStatus !== undefined) set('registrar', () => (next.registrar = e.registrarStatus));
  if (e.teamTag !== undefined) set('teamTag', () => (next.teamTag = e.teamTag ?? null));
  set('row', () => {
    next.userId = e.userId;
    if (e.resultId !== undefined) next.resultId = e.resultId;
  });
  if (at > next.timestamp) next.timestamp = at;
  return next;
}

/** Applies a batch to the rows it touches; `rows` maps key → stored row. Returns only changed keys. */
export function mergeBatch(rows: Map<string, ResultRow>, events: ResultChanged[]): Map<string, ResultRow> {
  const changed = new Map<string, ResultRow>();
  for (const e of events) {
    const key = resultKey(e.operationType, normaliseDomain(e.domain));
    const current = changed.get(key) ?? rows.get(key) ?? null;
    changed.set(key, mergeResult(current, e));
  }
  return changed;
}
