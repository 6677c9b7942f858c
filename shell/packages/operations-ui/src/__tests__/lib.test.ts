import { providerColumns, showCloudflareColumn } from '../lib/columns';
import { formatResultTime, formatTime, INVALID_TIME, NO_TIME, parseTime } from '../lib/format-time';
import { resultRows } from '../lib/result-rows';
import { groupStalled, groupStatus } from '../lib/group-status';
import { readResultsPerPage, RESULTS_PER_PAGE_KEY, validResultsPerPage } from '../lib/results-per-page';
import { displayStatus, dnsResultBadge, statusTone } from '../lib/status-tone';

describe('status colours (spec 2 §4.1)', () => {
  it.each([
    ['Success', 'success'],
    ['Moved to CloudFlare', 'success'],
    ['NS Moved', 'success'],
    ['Failed', 'error'],
    ['Error', 'error'],
    ['NS update failed', 'error'],
    ['Critical failure', 'error'],
    ['Pending', 'warning'],
    ['Checked - Not Found', 'warning'],
    ['Found - No nameservers', 'warning'],
    ['Inapplicable', 'neutral'],
    ['Disabled', 'muted'],
    ['Something new', 'muted'],
    ['', 'error'],
  ])('%s is %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });

  it('shows an empty or missing status as Failed', () => {
    expect(displayStatus('')).toBe('Failed');
    expect(displayStatus(undefined)).toBe('Failed');
    expect(displayStatus(' Pending ')).toBe('Pending');
  });

  it('reads the DNS result badge from success and the message', () => {
    expect(dnsResultBadge(true, 'ok')).toBe('Success');
    expect(dnsResultBadge(false, 'Cloud limit reached for account')).toBe('Cloud Limited');
    expect(dnsResultBadge(false, 'timeout')).toBe('Failed');
  });
});

describe('times (ru-RU, user zone)', () => {
  it('formats in UTC when the user chose UTC', () => {
    expect(formatTime('2026-03-01T10:05:09.000Z', 'UTC')).toBe('01.03.2026, 10:05:09');
  });

  it('reads strings, arrays and bracketed values (spec 1 §3)', () => {
    expect(formatTime(['2026-03-01T10:05:09Z'], 'UTC')).toBe('01.03.2026, 10:05:09');
    expect(formatTime('["2026-03-01T10:05:09Z"]', 'UTC')).toBe('01.03.2026, 10:05:09');
    expect(parseTime('[2026-03-01T10:05:09Z]')).toEqual(new Date('2026-03-01T10:05:09Z'));
  });

  it('shows result times as dd.mm.yyyy hh:mm from a string, an array or a bracketed string (issue 31)', () => {
    expect(formatResultTime('2026-03-01T10:05:09Z', 'UTC')).toBe('01.03.2026 10:05');
    expect(formatResultTime(['2026-03-01T10:05:09Z', '2026-02-01T00:00:00Z'], 'UTC')).toBe('01.03.2026 10:05');
    expect(formatResultTime('["2026-03-01T10:05:09Z", "2026-02-01T00:00:00Z"]', 'UTC')).toBe('01.03.2026 10:05');
    expect(formatResultTime('[2026-03-01T10:05:09Z]', 'UTC')).toBe('01.03.2026 10:05');
    expect(formatResultTime([2026, 3, 1, 10, 5, 9], 'UTC')).toBe('01.03.2026 10:05');
    expect(formatResultTime('[2026, 3, 1, 10, 5]', 'UTC')).toBe('01.03.2026 10:05');
    expect(formatResultTime('[not a time]', 'UTC')).toBe(INVALID_TIME);
    expect(formatResultTime('[]', 'UTC')).toBe(NO_TIME);
  });

  it("says 'Неверное время' for an unreadable time and 'Нет времени' for none", () => {
    expect(formatTime('yesterday-ish', 'UTC')).toBe(INVALID_TIME);
    expect(formatTime({}, 'local')).toBe(INVALID_TIME);
    expect(formatTime(null, 'UTC')).toBe(NO_TIME);
    expect(formatTime('', 'UTC')).toBe(NO_TIME);
    expect(formatTime([], 'UTC')).toBe(NO_TIME);
  });
});

describe('results per page (spec 2 §5)', () => {
  it('accepts 1 to 10 and turns anything else into 10', () => {
    expect(validResultsPerPage('3')).toBe(3);
    expect(validResultsPerPage(10)).toBe(10);
    for (const bad of ['0', '11', '2.5', 'abc', '', null, -1]) expect(validResultsPerPage(bad)).toBe(10);
  });

  it('reads the stored value, default 10', () => {
    localStorage.removeItem(RESULTS_PER_PAGE_KEY);
    expect(readResultsPerPage()).toBe(10);
    localStorage.setItem(RESULTS_PER_PAGE_KEY, '4');
    expect(readResultsPerPage()).toBe(4);
    localStorage.setItem(RESULTS_PER_PAGE_KEY, '99');
    expect(readResultsPerPage()).toBe(10);
  });
});

describe('columns and group status', () => {
  it('adds CloudFlare only when some row has a CloudFlare status other than Inapplicable', () => {
    expect(showCloudflareColumn([{ cloudflare: 'Inapplicable' }, {}])).toBe(false);
    expect(showCloudflareColumn([{ cloudflare: 'Inapplicable' }, { cloudflare: 'Pending' }])).toBe(true);
    expect(providerColumns([]).map((c) => c.label)).toEqual(['Namecheap', 'NameSilo', 'Dynadot', 'Spaceship', 'Gandi', 'Porkbun']);
  });

  it('names a group Успешно / Ошибка / Выполняется', () => {
    expect(groupStatus({ success: true, hasError: true })).toBe('Успешно');
    expect(groupStatus({ success: false, hasError: true })).toBe('Ошибка');
    expect(groupStatus({ success: false, hasError: false })).toBe('Выполняется');
  });

  it('calls a running group stalled after 2 minutes without a new line (issue 31), never a finished one', () => {
    const at = Date.parse('2026-03-01T10:00:00Z');
    const group = (success: boolean, ago: number) => ({ success, hasError: false, latestTimestamp: new Date(at - ago).toISOString() });
    expect(groupStalled(group(false, 119_000), at)).toBe(false);
    expect(groupStalled(group(false, 121_000), at)).toBe(true);
    expect(groupStalled(group(true, 3_600_000), at)).toBe(false);
  });
});

describe('results reply (spec 2 §7: a list or {data, pagination})', () => {
  const row = { id: 'r1', domain: 'a.com', timestamp: '2026-03-01T10:05:09Z' } as never;
  it('reads the paged form', () => {
    const paged = { data: [row], pagination: { currentPage: 2, totalPages: 3, total: 21, hasPrev: true, hasNext: true } };
    expect(resultRows(paged, 10)).toEqual({ rows: [row], totalPages: 3 });
  });
  it('reads a plain list, paged here', () => {
    const list = Array.from({ length: 12 }, (_, i) => ({ ...(row as object), id: `r${i}` })) as never[];
    expect(resultRows(list, 10)).toMatchObject({ totalPages: 2 });
    expect(resultRows(list, 10, 2).rows).toHaveLength(2);
    expect(resultRows(undefined, 10)).toEqual({ rows: [], totalPages: 0 });
  });
});
