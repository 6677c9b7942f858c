// retryAfterMs: both forms of RFC 9110 §10.2.3, the obsolete date forms, past dates, garbage and the cap.
import { retryAfterMs } from '../src/retry-after';

const now = Date.parse('2026-11-27T12:00:00Z');

describe('retryAfterMs', () => {
  it('reads delta-seconds', () => {
    expect(retryAfterMs('0', { now })).toBe(0);
    expect(retryAfterMs('120', { now })).toBe(120_000);
    expect(retryAfterMs(' 7 ', { now })).toBe(7_000);
  });

  it('reads an IMF-fixdate as the time until it', () => {
    expect(retryAfterMs('Fri, 27 Nov 2026 12:00:30 GMT', { now })).toBe(30_000);
    expect(retryAfterMs('Sat, 28 Nov 2026 12:00:00 GMT', { now })).toBe(86_400_000);
  });

  it('reads the obsolete RFC 850 and asctime forms (asctime is UTC though it names no zone)', () => {
    expect(retryAfterMs('Friday, 27-Nov-26 12:01:00 GMT', { now })).toBe(60_000);
    expect(retryAfterMs('Fri Nov 27 12:00:05 2026', { now })).toBe(5_000);
    expect(retryAfterMs('Sun Nov  6 08:49:37 1994', { now: Date.parse('1994-11-06T08:49:00Z') })).toBe(37_000);
  });

  it('answers 0 for a date already past', () => {
    expect(retryAfterMs('Sun, 06 Nov 1994 08:49:37 GMT', { now })).toBe(0);
  });

  it('answers null for no value and for garbage, including what Date.parse alone would accept', () => {
    for (const value of [undefined, null, '', '   ', '-1', '1.5', '1e3', 'soon', 'hello 1', '2 s', '2026-11-27T12:00:30Z']) {
      expect(retryAfterMs(value, { now })).toBeNull();
    }
    expect(retryAfterMs('Fri, 27 Nov 2026 25:00:00 GMT', { now })).toBeNull();
    expect(retryAfterMs('Fri, 27 Nov 2026 12:00:30 CET', { now })).toBeNull();
  });

  it('caps a long wait, in both forms', () => {
    expect(retryAfterMs('3600', { now, capMs: 30_000 })).toBe(30_000);
    expect(retryAfterMs('Sat, 28 Nov 2026 12:00:00 GMT', { now, capMs: 30_000 })).toBe(30_000);
    expect(retryAfterMs('5', { now, capMs: 30_000 })).toBe(5_000);
  });

  it('measures a date against the clock when no `now` is given', () => {
    const inAMinute = new Date(Date.now() + 60_000).toUTCString();
    const wait = retryAfterMs(inAMinute) as number;
    expect(wait).toBeGreaterThan(58_000);
    expect(wait).toBeLessThanOrEqual(60_000);
  });
});
