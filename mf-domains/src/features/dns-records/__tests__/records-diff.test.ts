import { diffRecords, isEmptyDiff, recordText, relativeName } from '../lib/records-diff';

const rec = (name: string, content: string, ttl?: number) => ({ name, content, ...(ttl === undefined ? {} : { ttl }) });

describe('DNS dialog preview diff (issue 30)', () => {
  it('nothing changes when the rows hold what the host holds, in any order and case', () => {
    const host = [rec('@', '192.0.2.1', 3600), rec('www', '192.0.2.1', 3600)];
    const d = diffRecords(host, [rec('WWW', '192.0.2.1', 3600), rec('@', ' 192.0.2.1 ', 3600)], 'example.com');
    expect(isEmptyDiff(d)).toBe(true);
    expect(d.unchanged).toBe(2);
  });

  it('a new address under a name is a change old → new; extra rows are added, missing ones removed', () => {
    const host = [rec('@', '198.51.100.30', 3600), rec('www', '198.51.100.30', 3600)];
    const rows = [rec('@', '198.51.100.31', 3600), rec('shop', '198.51.100.30', 3600)];
    const d = diffRecords(host, rows, 'example.com');
    expect(d.changed).toEqual([{ name: '@', old: host[0], new: rows[0] }]);
    expect(d.added).toEqual([rows[1]]);
    expect(d.removed).toEqual([host[1]]);
    expect(d.unchanged).toBe(0);
  });

  it('round-robin names: a kept address stays, the others pair up in order', () => {
    const host = [rec('@', '192.0.2.1'), rec('@', '192.0.2.2'), rec('@', '192.0.2.3')];
    const d = diffRecords(host, [rec('@', '192.0.2.2', 3600), rec('@', '192.0.2.9', 3600)], 'example.com');
    expect(d.unchanged).toBe(1);
    expect(d.changed.map((c) => `${c.old.content}>${c.new.content}`)).toEqual(['192.0.2.1>192.0.2.9']);
    expect(d.removed.map((r) => r.content)).toEqual(['192.0.2.3']);
    expect(d.added).toEqual([]);
  });

  it('a TTL change counts only when the host tells its TTL', () => {
    expect(diffRecords([rec('@', '192.0.2.1', 3600)], [rec('@', '192.0.2.1', 7200)], 'example.com').changed).toHaveLength(1);
    expect(isEmptyDiff(diffRecords([rec('@', '192.0.2.1')], [rec('@', '192.0.2.1', 7200)], 'example.com'))).toBe(true);
  });

  it('rows without a name or an address yet change nothing', () => {
    const d = diffRecords([rec('@', '192.0.2.1')], [rec('@', '192.0.2.1'), rec('', '192.0.2.5'), rec('api', ' ')], 'example.com');
    expect(isEmptyDiff(d)).toBe(true);
  });

  it('full names from the host compare as relative ones', () => {
    expect(relativeName('www.Example.com.', 'example.com')).toBe('www');
    expect(relativeName('example.com', 'example.com')).toBe('@');
    expect(relativeName('', 'example.com')).toBe('@');
    expect(relativeName('api.other.org', 'example.com')).toBe('api.other.org');
    expect(isEmptyDiff(diffRecords([rec('www.example.com', '192.0.2.1')], [rec('www', '192.0.2.1')], 'example.com'))).toBe(true);
  });

  it('records read as the server writes them', () => {
    expect(recordText(rec('@', '192.0.2.1', 3600))).toBe('@ → 192.0.2.1');
    expect(recordText(rec('@', '192.0.2.1', 3600), true)).toBe('@ → 192.0.2.1 (TTL 3600)');
  });
});
