// The index key encoding must order exactly as compareValues does, over many random mixed values.
import { Binary, BSONSymbol, Decimal128, Double, Int32, Long, MaxKey, MinKey, ObjectId, Timestamp } from 'bson';
import { compareValues } from '../../src/query';
import { encodeValue, readStringComponent } from '../../src/storage/key-codec';
import { KeyWriter, prefixEnd } from '../../src/storage/key-writer';
import { writeValue } from '../../src/storage/key-codec';

// A seeded generator so a failure is reproducible.
let seed = 12345;
const rand = (): number => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x7fffffff;
};
const pick = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)];
const int = (n: number): number => Math.floor(rand() * n);

const STRINGS = ['', 'a', 'ab', 'a\u0000', 'a\u0000b', 'b', 'Z', 'é', '\uffff', '\u{1F600}', '\ue000', 'abc', 'ab\u0001'];

function number(): unknown {
  switch (int(9)) {
    case 0:
      return new Int32(int(200) - 100);
    case 1:
      return new Double((rand() - 0.5) * 1000);
    case 2:
      return new Double(int(20) - 10);
    case 3:
      return Long.fromBigInt(BigInt(int(200) - 100));
    case 4:
      return Long.fromBigInt((1n << 60n) + BigInt(int(5) - 2));
    case 5:
      return pick([NaN, Infinity, -Infinity, -0, 0, 1e300, -1e-300]);
    case 6:
      return Decimal128.fromString(String(int(200) - 100) + '.' + int(10));
    case 7:
      return new Double(2 ** 60 + pick([0, 4096, -4096]));
    default:
      return rand() * 100 - 50;
  }
}

function scalar(): unknown {
  switch (int(14)) {
    case 0:
      return null;
    case 1:
      return pick(STRINGS);
    case 2:
      return new ObjectId(Buffer.from(Array.from({ length: 12 }, () => int(3))));
    case 3:
      return new Date(int(5) * 1e11 - 2e11);
    case 4:
      return rand() < 0.5;
    case 5:
      return pick([new MinKey(), new MaxKey()]);
    case 6:
      return new Binary(Buffer.from(Array.from({ length: int(3) }, () => int(3))), pick([0, 4]));
    case 7:
      return new Timestamp({ t: int(3), i: int(3) });
    case 8:
      return pick([/a/, /a/i, /b/, new RegExp(`a${String.fromCharCode(0)}`)]);
    case 9:
      return new BSONSymbol(pick(STRINGS));
    default:
      return number();
  }
}

function value(depth = 0): unknown {
  const r = rand();
  if (depth < 2 && r < 0.15) return Array.from({ length: int(3) }, () => value(depth + 1));
  if (depth < 2 && r < 0.3) {
    const o: Record<string, unknown> = {};
    for (let i = int(3); i > 0; i--) o[pick(['a', 'b', 'a\u0000', 'c'])] = value(depth + 1);
    return o;
  }
  return scalar();
}

const sign = (n: number): number => (n < 0 ? -1 : n > 0 ? 1 : 0);

describe('index key encoding', () => {
  it('orders 40,000 random pairs of mixed BSON values exactly as compareValues', () => {
    const mismatches: string[] = [];
    for (let i = 0; i < 40_000; i++) {
      const a = value();
      const b = value();
      const expected = sign(compareValues(a, b));
      const actual = sign(Buffer.compare(encodeValue(a), encodeValue(b)));
      if (expected !== actual && mismatches.length < 5) mismatches.push(`${String(a)} vs ${String(b)}: ${expected} != ${actual}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('sorts a shuffled list of values into compareValues order', () => {
    const values = Array.from({ length: 3000 }, () => value());
    const byKey = [...values].sort((a, b) => Buffer.compare(encodeValue(a), encodeValue(b)));
    for (let i = 1; i < byKey.length; i++) expect(compareValues(byKey[i - 1], byKey[i])).toBeLessThanOrEqual(0);
  });

  it('keeps Int64 beyond 2^53 exact against doubles', () => {
    const big = Long.fromBigInt(2n ** 60n + 1n);
    const d = new Double(2 ** 60);
    expect(Buffer.compare(encodeValue(big), encodeValue(d))).toBe(1);
    expect(Buffer.compare(encodeValue(Long.fromBigInt(2n ** 60n)), encodeValue(d))).toBe(0);
    expect(Buffer.compare(encodeValue(new Int32(1)), encodeValue(Decimal128.fromString('1.0')))).toBe(0);
  });

  it('reverses order for inverted (descending) components and stays prefix-free in compound keys', () => {
    const enc = (vals: unknown[], dirs: number[]): Buffer => {
      const w = new KeyWriter();
      vals.forEach((v, i) => {
        const from = w.length;
        writeValue(w, v);
        if (dirs[i] < 0) w.invertFrom(from);
      });
      return w.toBuffer();
    };
    for (let i = 0; i < 5000; i++) {
      const a = [value(), value()];
      const b = [value(), value()];
      const expected = sign(-compareValues(a[0], b[0]) || compareValues(a[1], b[1]));
      expect(sign(Buffer.compare(enc(a, [-1, 1]), enc(b, [-1, 1])))).toBe(expected);
    }
  });

  it('keys long strings by prefix and hash: equal stays equal, order holds against other strings', () => {
    const base = 'k'.repeat(600);
    const long = [`${base}a`, `${base}b`, `${'j'.repeat(700)}`, `${'l'.repeat(3000)}`];
    for (const a of long) {
      expect(encodeValue(a).length).toBeLessThan(600);
      expect(Buffer.compare(encodeValue(a), encodeValue(`${a}`))).toBe(0);
      for (const b of [...STRINGS, 'k'.repeat(512), 'k'.repeat(300), 'kz', 'l']) {
        expect(sign(Buffer.compare(encodeValue(a), encodeValue(b)))).toBe(sign(compareValues(a, b)));
      }
    }
    expect(Buffer.compare(encodeValue(long[0]), encodeValue(long[1]))).not.toBe(0);
    expect(readStringComponent(encodeValue(long[0]), 0)).toBeUndefined();
  });

  it('bounds every key that starts with a prefix by prefixEnd, and decodes strings back', () => {
    for (const s of STRINGS) {
      const key = encodeValue(s);
      expect(readStringComponent(key, 0)).toEqual({ value: s, next: key.length });
      const longer = Buffer.concat([key, Buffer.from([0xff, 0xff])]);
      expect(Buffer.compare(longer, prefixEnd(key))).toBe(-1);
    }
    expect(readStringComponent(encodeValue(1), 0)).toBeUndefined();
  });
});
