import { AccountGate } from '../../src/lib/account-gate';

describe('AccountGate', () => {
  it('spaces call starts by the minimum interval, in order', async () => {
    const gate = new AccountGate({ concurrency: 1, minIntervalMs: 200 });
    const starts: number[] = [];
    await Promise.all([1, 2, 3].map((n) => gate.run(async () => starts.push(Date.now()) && n)));
    expect(starts).toHaveLength(3);
    expect(starts[1] - starts[0]).toBeGreaterThanOrEqual(195);
    expect(starts[2] - starts[1]).toBeGreaterThanOrEqual(195);
  });

  it('counts the interval from the previous answer, and lets the first call go at once', async () => {
    // "At once" is under half the interval, which leaves a loaded machine room without blurring the two.
    const gate = new AccountGate({ concurrency: 1, minIntervalMs: 400 });
    const t0 = Date.now();
    let firstStart = 0;
    let firstEnd = 0;
    let secondStart = 0;
    await Promise.all([
      gate.run(async () => {
        firstStart = Date.now() - t0;
        await new Promise((r) => setTimeout(r, 150));
        firstEnd = Date.now();
      }),
      gate.run(async () => (secondStart = Date.now())),
    ]);
    expect(firstStart).toBeLessThan(200);
    expect(secondStart - firstEnd).toBeGreaterThanOrEqual(395);
  });

  it('never runs more calls at once than allowed, even when one fails', async () => {
    const gate = new AccountGate({ concurrency: 2, minIntervalMs: 0 });
    let active = 0;
    let most = 0;
    const task = (fail: boolean) =>
      gate.run(async () => {
        active += 1;
        most = Math.max(most, active);
        await new Promise((r) => setTimeout(r, 20));
        active -= 1;
        if (fail) throw new Error('boom');
        return 'ok';
      });
    const results = await Promise.allSettled([task(false), task(true), task(false), task(false), task(true)]);
    expect(most).toBe(2);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'rejected']);
  });

  it('lets interactive waiters go before background ones that queued earlier', async () => {
    const gate = new AccountGate({ concurrency: 1, minIntervalMs: 0 });
    const order: string[] = [];
    const call = (name: string, priority: 'interactive' | 'background') => gate.as(priority).run(async () => void order.push(name));
    await Promise.all([call('first', 'background'), call('bg', 'background'), call('ui', 'interactive')]);
    expect(order).toEqual(['first', 'ui', 'bg']);
  });
});
