import { AnswerCache, serialisedBody, weakEtagOf } from '../src/answer-cache';

function counter(values: unknown[]) {
  let calls = 0;
  return {
    compute: async () => values[Math.min(calls++, values.length - 1)],
    calls: () => calls,
  };
}

describe('AnswerCache', () => {
  it('serves one computation to every caller of a key until it is maxAgeMs old', async () => {
    let clock = 0;
    // The clock starts past 0: lru-cache reads a start time of 0 as "no TTL".
    const cache = new AnswerCache(500, 10, () => 1_000 + clock);
    const source = counter([{ n: 1 }, { n: 2 }]);
    const [a, b] = await Promise.all([cache.get('k', source.compute), cache.get('k', source.compute)]);
    expect(a).toBe(b);
    expect(a.body).toBe('{"n":1}');
    expect(a.etag).toBe(weakEtagOf('{"n":1}'));
    clock = 500;
    expect((await cache.get('k', source.compute)).body).toBe('{"n":1}');
    expect(source.calls()).toBe(1);
    clock = 501;
    expect((await cache.get('k', source.compute)).body).toBe('{"n":2}');
    expect(source.calls()).toBe(2);
  });

  it('keeps keys apart and recomputes every key after invalidate()', async () => {
    const cache = new AnswerCache(60_000, 10, () => 0);
    const one = counter(['one', 'one again']);
    const two = counter(['two', 'two again']);
    expect((await cache.get('a', one.compute)).body).toBe('"one"');
    expect((await cache.get('b', two.compute)).body).toBe('"two"');
    cache.invalidate();
    expect((await cache.get('a', one.compute)).body).toBe('"one again"');
    expect((await cache.get('b', two.compute)).body).toBe('"two again"');
  });

  it('does not keep an answer computed from data read before an invalidate()', async () => {
    const cache = new AnswerCache(60_000, 10, () => 0);
    let release!: (v: string) => void;
    const slow = cache.get('k', () => new Promise((r) => (release = r)));
    cache.invalidate();
    release('before the write');
    expect((await slow).body).toBe('"before the write"');
    expect((await cache.get('k', async () => 'after the write')).body).toBe('"after the write"');
  });

  it('forgets a failed computation and evicts the least recently stored key past maxEntries', async () => {
    const cache = new AnswerCache(60_000, 2, () => 0);
    await expect(cache.get('k', () => Promise.reject(new Error('mongo down')))).rejects.toThrow('mongo down');
    expect((await cache.get('k', async () => 'ok')).body).toBe('"ok"');
    await cache.get('x', async () => 'x');
    await cache.get('y', async () => 'y');
    expect((await cache.get('k', async () => 'recomputed')).body).toBe('"recomputed"');
  });
});

describe('serialisedBody', () => {
  it('marks the body as JSON and sets the cached ETag', () => {
    const headers: Record<string, string> = {};
    const reply = { type: (t: string) => (headers['content-type'] = t), header: (n: string, v: string) => (headers[n] = v) };
    expect(serialisedBody(reply, { body: '[]', etag: 'W/"x"' })).toBe('[]');
    expect(headers).toEqual({ 'content-type': 'application/json; charset=utf-8', etag: 'W/"x"' });
  });
});
