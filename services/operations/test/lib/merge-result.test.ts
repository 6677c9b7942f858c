import type { ResultChanged } from '@dop/contracts/ops';
import { mergeBatch, mergeResult, type ResultRow } from '../../src/lib/merge-result';

const ev = (id: string, sec: number, extra: Partial<ResultChanged> = {}): ResultChanged => ({
  eventId: id,
  version: 1,
  occurredAt: new Date(Date.UTC(2026, 5, 1, 0, 0, sec)).toISOString(),
  actor: { userId: 'u1' },
  operationType: 'domain-records',
  domain: 'A.com.',
  userId: 'u1',
  statuses: {},
  ...extra,
});

const fold = (events: ResultChanged[]) => events.reduce<ResultRow | null>((row, e) => mergeResult(row, e), null) as ResultRow;

describe('mergeResult', () => {
  const events = [
    ev('e1', 1, { statuses: { namecheap: 'Pending', cloudflare: 'Pending' }, teamTag: '2333' }),
    ev('e2', 2, { statuses: { namecheap: 'Success' } }),
    ev('e3', 3, { statuses: { cloudflare: 'Failed' }, userId: 'u2', success: false, message: 'zone limit' }),
  ];

  it('keys the row by operation type and normalised domain and keeps the newest value per field', () => {
    const row = fold(events);
    expect(row).toMatchObject({
      _id: 'domain-records:a.com',
      domain: 'a.com',
      statuses: { namecheap: 'Success', cloudflare: 'Failed' },
      teamTag: '2333',
      userId: 'u2',
      success: false,
      message: 'zone limit',
      timestamp: new Date(Date.UTC(2026, 5, 1, 0, 0, 3)),
    });
  });

  it('gives the same row whatever order the events come in, and when one comes twice', () => {
    const expected = fold(events);
    expect(fold([events[2], events[0], events[1]])).toEqual(expected);
    expect(fold([events[1], events[2], events[0], events[1], events[2]])).toEqual(expected);
  });

  it('breaks a tie between events of the same millisecond by event id', () => {
    const a = ev('a', 5, { statuses: { gandi: 'Failed' } });
    const b = ev('b', 5, { statuses: { gandi: 'Success' } });
    expect(fold([a, b]).statuses.gandi).toBe('Success');
    expect(fold([b, a]).statuses.gandi).toBe('Success');
  });

  it('does not change the row it is given', () => {
    const row = fold(events.slice(0, 1));
    const copy = structuredClone(row);
    mergeResult(row, events[1]);
    expect(row).toEqual(copy);
  });
});

describe('mergeBatch', () => {
  it('returns one merged row per key touched', () => {
    const other = ev('x', 1, { operationType: 'cloudflare', statuses: { cloudflare: 'Success' } });
    const out = mergeBatch(new Map(), [
      ev('e1', 1, { statuses: { dynadot: 'Error' } }),
      other,
      ev('e2', 2, { statuses: { dynadot: 'Success' } }),
    ]);
    expect([...out.keys()].sort()).toEqual(['cloudflare:a.com', 'domain-records:a.com']);
    expect(out.get('domain-records:a.com')?.statuses).toEqual({ dynadot: 'Success' });
  });
});
