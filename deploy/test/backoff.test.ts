import { backoffDelay, RestartBackoff } from '../src/backoff';

const opts = { baseMs: 100, maxMs: 1000, factor: 2, stableMs: 5000 };

describe('restart backoff', () => {
  it('doubles from the base and stops at the cap', () => {
    expect([1, 2, 3, 4, 5, 6].map((a) => backoffDelay(a, opts))).toEqual([100, 200, 400, 800, 1000, 1000]);
  });

  it('grows while a child keeps crashing quickly', () => {
    const b = new RestartBackoff(opts);
    expect(b.next(10)).toEqual({ attempt: 1, delayMs: 100 });
    expect(b.next(10)).toEqual({ attempt: 2, delayMs: 200 });
    expect(b.next(4999)).toEqual({ attempt: 3, delayMs: 400 });
  });

  it('starts over after a run that lasted the stable time', () => {
    const b = new RestartBackoff(opts);
    b.next(10);
    b.next(10);
    expect(b.next(5000)).toEqual({ attempt: 1, delayMs: 100 });
  });

  it('uses half a second up to thirty seconds by default', () => {
    expect(backoffDelay(1)).toBe(500);
    expect(backoffDelay(20)).toBe(30_000);
  });
});
