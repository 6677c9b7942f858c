import { MicroBatcher } from '../../src/lib/micro-batcher';

describe('MicroBatcher', () => {
  it('writes a full batch at once and the rest after the delay, one batch at a time', async () => {
    const batches: number[][] = [];
    let concurrent = 0;
    let maxConcurrent = 0;
    const b = new MicroBatcher<number>(
      async (items) => {
        concurrent++;
        maxConcurrent = Math.max(maxConcurrent, concurrent);
        await new Promise((r) => setTimeout(r, 5));
        batches.push(items);
        concurrent--;
      },
      { maxSize: 3, maxDelayMs: 10 },
    );
    await Promise.all([1, 2, 3, 4, 5, 6, 7].map((n) => b.add(n)));
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(maxConcurrent).toBe(1);
  });

  it('rejects every item of a failed batch and keeps working afterwards', async () => {
    let fail = true;
    const written: string[] = [];
    const b = new MicroBatcher<string>(
      async (items) => {
        if (fail) throw new Error('mongo down');
        written.push(...items);
      },
      { maxSize: 10, maxDelayMs: 1 },
    );
    const results = await Promise.allSettled([b.add('a'), b.add('b')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    await b.add('c');
    expect(written).toEqual(['c']);
  });

  it('flush writes what is queued without waiting for the delay', async () => {
    const written: number[] = [];
    const b = new MicroBatcher<number>(async (items) => void written.push(...items), { maxSize: 100, maxDelayMs: 60_000 });
    const pending = b.add(1);
    await b.flush();
    await pending;
    expect(written).toEqual([1]);
  });
});
