// Which entries may contain a search term, without reading every entry: for each three-character
// sequence (trigram), the entries whose text holds it. A term of three or more characters can only occur
// in entries that hold every one of its trigrams, so the shortest of those lists is a small superset of
// the matches (a number out of a domain name: a few thousand entries of 100,000), and the caller checks
// each candidate with includes(). Scanning all the text instead costs about 1 ms per search at 100,000
// domains, most of the list route's CPU.
//
// Characters are folded to 6-bit codes, so a trigram is an 18-bit number and the lists live in two
// typed arrays (built in two passes: count, then fill). Characters outside the table share one code,
// which only adds candidates, never loses a match.

const BITS = 6;
const OTHER = (1 << BITS) - 1;
const TRIGRAMS = 1 << (3 * BITS);
/** Intersecting stops once this few candidates are left (confirming them is cheaper than merging on). */
const ENOUGH = 16;
/** At most this many lists are merged in: a long term's later trigrams rarely narrow much further. */
const MAX_INTERSECTIONS = 3;

/** ASCII → code: a–z, 0–9 and the few other characters domain names and registrars use. */
const CODES = (() => {
  const codes = new Uint8Array(128).fill(OTHER);
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789-.\n_';
  for (let i = 0; i < alphabet.length; i++) codes[alphabet.charCodeAt(i)] = i + 1;
  return codes;
})();

const codeOf = (s: string, at: number): number => {
  const c = s.charCodeAt(at);
  return c < 128 ? CODES[c] : OTHER;
};

export class TrigramIndex {
  /** Entries holding trigram t: postings[starts[t]] … postings[starts[t + 1] - 1], ascending. */
  private readonly starts = new Int32Array(TRIGRAMS + 1);
  private postings: Int32Array;

  /** `texts[i]` is entry i's searchable text. */
  constructor(texts: readonly string[]) {
    const last = new Int32Array(TRIGRAMS).fill(-1);
    // Pass 1: per trigram, how many entries hold it (an entry counts once however often it holds it).
    this.postings = new Int32Array(0);
    this.pass(texts, last, null);
    for (let t = 0; t < TRIGRAMS; t++) this.starts[t + 1] += this.starts[t];
    // Pass 2: the entry numbers, in entry order, so every list comes out sorted.
    this.postings = new Int32Array(this.starts[TRIGRAMS]);
    last.fill(-1);
    this.pass(texts, last, this.starts.slice(0, TRIGRAMS));
  }

  /** Counts (next === null) or places (at next[t], advancing it) each entry's distinct trigrams. */
  private pass(texts: readonly string[], last: Int32Array, next: Int32Array | null): void {
    for (let i = 0; i < texts.length; i++) {
      const s = texts[i];
      if (s.length < 3) continue;
      let t = (codeOf(s, 0) << BITS) | codeOf(s, 1);
      for (let k = 2; k < s.length; k++) {
        t = ((t << BITS) | codeOf(s, k)) & (TRIGRAMS - 1);
        if (last[t] === i) continue;
        last[t] = i;
        if (next === null) this.starts[t + 1]++;
        else this.postings[next[t]++] = i;
      }
    }
  }

  /**
   * Entry numbers, ascending, that may contain `term` (at least 3 characters): every entry that does is
   * among them. The caller confirms each.
   *
   * The shortest of the term's lists, intersected with the next shortest ones: merging sorted typed
   * arrays reads memory in order, while confirming a candidate reads its text somewhere in the heap (a
   * cache miss each). For a number out of a name this turns ~300 candidates into a handful.
   */
  candidates(term: string): Int32Array {
    const lists: number[] = [];
    let t = (codeOf(term, 0) << BITS) | codeOf(term, 1);
    for (let k = 2; k < term.length; k++) {
      t = ((t << BITS) | codeOf(term, k)) & (TRIGRAMS - 1);
      lists.push(t);
    }
    if (lists.length === 0) throw new RangeError('a term of at least 3 characters is needed');
    lists.sort((a, b) => this.sizeOf(a) - this.sizeOf(b));
    let result = this.postings.subarray(this.starts[lists[0]], this.starts[lists[0] + 1]);
    for (let l = 1; l < lists.length && l <= MAX_INTERSECTIONS && result.length > ENOUGH; l++) {
      result = this.intersect(result, lists[l]);
    }
    return result;
  }

  private sizeOf(t: number): number {
    return this.starts[t + 1] - this.starts[t];
  }

  /** The entries of `ids` (ascending) that trigram t's list also holds, ascending. */
  private intersect(ids: Int32Array, t: number): Int32Array {
    const out = new Int32Array(ids.length);
    let n = 0;
    let j = this.starts[t];
    const end = this.starts[t + 1];
    for (let i = 0; i < ids.length && j < end; i++) {
      while (j < end && this.postings[j] < ids[i]) j++;
      if (j < end && this.postings[j] === ids[i]) out[n++] = ids[i];
    }
    return out.subarray(0, n);
  }
}
