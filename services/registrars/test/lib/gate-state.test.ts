import { decide, EMPTY_STATE, join, leave, order, priorityOf, renew, type GateState } from '../../src/lib/gate/gate-state';

const ONE = { concurrency: 1, minIntervalMs: 0 };
const SPACED = { concurrency: 1, minIntervalMs: 1000 };
const LEASE = 5000;

const queued = (...entries: Array<[string, 'interactive' | 'background', number]>): GateState =>
  entries.reduce((s, [id, p, t]) => join(s, id, p, t, LEASE), EMPTY_STATE);

describe('gate state', () => {
  it('serves interactive waiters first, then by arrival', () => {
    const s = queued(['bg1', 'background', 1], ['ui1', 'interactive', 3], ['bg2', 'background', 2], ['ui2', 'interactive', 4]);
    expect(order(s.queue)).toEqual(['ui1', 'ui2', 'bg1', 'bg2']);
    expect(decide(s, 'bg1', 10, ONE, LEASE)).toEqual({ kind: 'wait', ahead: 1, exactMs: null });
    const take = decide(s, 'ui1', 10, ONE, LEASE);
    expect(take).toMatchObject({ kind: 'take', next: { holders: { ui1: 10 + LEASE } } });
  });

  it('lets no one start while the slots are taken, and the first waiters once they free', () => {
    let s = queued(['a', 'interactive', 1], ['b', 'interactive', 2]);
    const a = decide(s, 'a', 10, ONE, LEASE);
    if (a.kind !== 'take') throw new Error('a should start');
    s = a.next;
    expect(decide(s, 'b', 11, ONE, LEASE)).toEqual({ kind: 'wait', ahead: 0, exactMs: null });
    s = leave(s, 'a', 20, ONE, true);
    expect(decide(s, 'b', 21, ONE, LEASE).kind).toBe('take');
    expect(
      decide(queued(['a', 'interactive', 1], ['b', 'interactive', 2]), 'b', 10, { concurrency: 2, minIntervalMs: 0 }, LEASE).kind,
    ).toBe('take');
  });

  it('spaces starts from the previous start and from its answer', () => {
    let s = queued(['a', 'interactive', 1], ['b', 'interactive', 2]);
    const a = decide(s, 'a', 100, SPACED, LEASE);
    if (a.kind !== 'take') throw new Error('a should start');
    expect(a.next.nextAt).toBe(1100);
    s = leave(a.next, 'a', 1500, SPACED, true);
    expect(s.nextAt).toBe(2500);
    expect(decide(s, 'b', 1600, SPACED, LEASE)).toEqual({ kind: 'wait', ahead: 0, exactMs: 900 });
    expect(decide(s, 'b', 2500, SPACED, LEASE).kind).toBe('take');
  });

  it('forgets a holder whose lease ran out and a waiter that stopped renewing its place', () => {
    const s: GateState = { holders: { dead: 1000 }, queue: { gone: { p: 0, t: 1, until: 900 } }, nextAt: 0 };
    const me = join(s, 'me', 'background', 950, LEASE);
    expect(decide(me, 'me', 999, ONE, LEASE)).toEqual({ kind: 'wait', ahead: 0, exactMs: null });
    expect(decide(me, 'me', 1000, ONE, LEASE)).toMatchObject({ kind: 'take', next: { holders: { me: 1000 + LEASE }, queue: {} } });
    expect(decide(s, 'gone', 950, ONE, LEASE)).toEqual({ kind: 'join' });
  });

  it('renews a held lease, keeps a waiter’s place on renewal, and reports a lost lease', () => {
    const s: GateState = { holders: { me: 1000 }, queue: { w: { p: 1, t: 5, until: 2000 } }, nextAt: 0 };
    expect(renew(s, 'me', 900, LEASE)?.holders).toEqual({ me: 900 + LEASE });
    expect(renew(s, 'me', 1000, LEASE)).toBeNull();
    expect(join(s, 'w', 'background', 1500, LEASE).queue.w).toEqual({ p: 1, t: 5, until: 1500 + LEASE });
  });

  it('calls a request made for a job background, any other interactive', () => {
    expect(priorityOf({ jobId: 'job-1' })).toBe('background');
    expect(priorityOf({})).toBe('interactive');
  });
});
