import { mapLimit } from '../../src/lib/map-limit';

describe('mapLimit', () => {
  it('keeps the input order and never runs more than the limit at once', async () => {
    let running = 0;
    let peak = 0;
    const gates: Array<() => void> = [];
    const pending = mapLimit([1, 2, 3, 4, 5], 2, async (n) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise<void>((release) => gates.push(release));
      running -= 1;
      return n * 10;
    });
    // Release the calls one at a time, in reverse of their start where possible.
    while (gates.length || running) {
      await Promise.resolve();
      gates.pop()?.();
      await new Promise((r) => setImmediate(r));
    }
    expect(await pending).toEqual([10, 20, 30, 40, 50]);
    expect(peak).toBe(2);
  });

  it('answers an empty list at once', async () => {
    expect(await mapLimit([], 3, async () => 1)).toEqual([]);
  });
});
