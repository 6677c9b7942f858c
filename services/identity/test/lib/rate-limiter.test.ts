import { SlidingWindowLimiter } from '../../src/lib/rate-limiter';

describe('SlidingWindowLimiter', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000_000;
  });

  it('allows `limit` hits in the window, refuses the next until the oldest leaves', () => {
    const l = new SlidingWindowLimiter(3, 60_000, clock);
    expect([l.take('k'), l.take('k'), l.take('k')].every((v) => v.allowed)).toBe(true);
    now += 10_000;
    const refused = l.take('k');
    expect(refused).toEqual({ allowed: false, retryAfterMs: 50_000 });
    now += 49_999;
    expect(l.check('k').allowed).toBe(false);
    now += 1;
    expect(l.take('k').allowed).toBe(true);
  });

  it('does not count refused attempts, so the window ends on time', () => {
    const l = new SlidingWindowLimiter(1, 1000, clock);
    l.take('k');
    for (let i = 0; i < 10; i++) {
      now += 50;
      l.take('k');
    }
    now = 1_000_000 + 1000;
    expect(l.take('k').allowed).toBe(true);
  });

  it('keeps keys apart and forgets a key on reset', () => {
    const l = new SlidingWindowLimiter(1, 1000, clock);
    l.hit('a');
    expect(l.check('a').allowed).toBe(false);
    expect(l.check('b').allowed).toBe(true);
    l.reset('a');
    expect(l.check('a').allowed).toBe(true);
  });
});
