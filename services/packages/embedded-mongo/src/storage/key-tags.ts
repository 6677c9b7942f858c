// Type-bracket tags of index key components (see key-codec).

/** Bracket b is written as TAG_BASE + b so 0x00 stays free to terminate strings, objects and arrays. */
export const TAG_BASE = 0x10;

export function tagOf(bracket: number): number {
  return TAG_BASE + bracket;
}
