// Synthetic documents: a unique `name` (realistic-looking words plus a serial), a few typed fields.
const FIRST = ['anna', 'boris', 'chen', 'dara', 'emil', 'fatima', 'goran', 'hana', 'ivan', 'jules', 'kofi', 'lena'];
const LAST = ['smith', 'garcia', 'muller', 'rossi', 'tanaka', 'novak', 'silva', 'kowalski', 'dubois', 'jensen'];

export function nameOf(i: number): string {
  return `${FIRST[i % FIRST.length]}-${LAST[Math.floor(i / FIRST.length) % LAST.length]}-${i.toString(36).padStart(5, '0')}`;
}

export function docOf(i: number): { name: string; n: number; tags: string[]; createdAt: Date; note: string } {
  return {
    name: nameOf(i),
    n: i,
    tags: ['bench', i % 2 ? 'odd' : 'even'],
    createdAt: new Date(1_700_000_000_000 + i * 1000),
    note: 'x'.repeat(64),
  };
}

/** A deterministic pseudo-random sequence, so runs look up the same keys. */
export function* randomIndexes(count: number, below: number, seed = 42): Generator<number> {
  let s = seed;
  for (let i = 0; i < count; i++) {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    yield s % below;
  }
}
