import type { DomainDto } from '@dop/contracts/domains';
import { formatResultTime, isRecent, orderDomains, resultTime } from '../lib/domain-order';
import { latestResultTimes } from '../lib/latest-results';
import { pageCount, pageText } from '../lib/paging';

const d = (name: string, lastResultAt: string | null = null): DomainDto => ({
  id: name,
  name,
  registrar: 'namesilo',
  accountId: 1,
  useCloudflare: false,
  cloudflareIp: null,
  cloudflareEmail: null,
  lastUsedIp: null,
  lastResultAt,
  createdBy: 'alice',
  createdById: 'u1',
  teamTag: '2333',
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('domain order (spec 1 §4)', () => {
  it('newest result first, then domains without results, then by name; untouched while searching', () => {
    const latest = latestResultTimes([
      { domain: 'b.com', timestamp: '2026-11-22T10:00:00Z' },
      { domain: 'c.com', timestamp: ['2026-11-22T11:00:00Z'] },
      { domain: 'z.com', timestamp: '["2026-11-22T09:00:00Z"]' },
      { domain: 'y.com', timestamp: 'garbage' },
    ]);
    const list = [d('a.com'), d('b.com'), d('c.com'), d('y.com'), d('z.com'), d('x.com', '2026-11-22T12:00:00Z')];
    expect(orderDomains(list, latest, false).map((x) => x.name)).toEqual(['x.com', 'c.com', 'b.com', 'z.com', 'a.com', 'y.com']);
    expect(orderDomains(list, latest, true).map((x) => x.name)).toEqual(list.map((x) => x.name));
    expect(resultTime(d('y.com'), latest)).toBeNull();
  });

  it("'Recent' means under 5 minutes; times read dd.mm.yyyy hh:mm, 'Неверное время', 'Нет времени'", () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(isRecent(now - 299_000, now)).toBe(true);
    expect(isRecent(now - 300_000, now)).toBe(false);
    expect(isRecent(null, now)).toBe(false);
    expect(formatResultTime('2026-11-22T09:05:00Z', 'UTC')).toBe('22.11.2026 09:05');
    expect(formatResultTime('[2026-11-22T09:05:00Z]', 'UTC')).toBe('22.11.2026 09:05');
    expect(formatResultTime('nope', 'UTC')).toBe('Неверное время');
    expect(formatResultTime(null, 'UTC')).toBe('Нет времени');
  });

  it("pages 10 at a time by default with 'Страница X из Y (загружено N доменов)', or the chosen size", () => {
    expect(pageText(1, 12)).toBe('Страница 1 из 2 (загружено 12 доменов)');
    expect(pageText(2, 120, 50)).toBe('Страница 2 из 3 (загружено 120 доменов)');
    expect(pageCount(0)).toBe(1);
  });
});
