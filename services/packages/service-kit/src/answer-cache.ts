// A short-lived cache of whole serialised GET answers, for reads that many browsers poll with the same
// query (spec 2 §9: results every 2 s, logs every 15 s). Two hundred users on "For All" ask the same
// question a hundred times a second; without the cache each asks the database, validates the rows
// through the response schema and hashes the body again.
//
// Freshness: an entry lives at most `maxAgeMs`, and `invalidate()` (called when this instance writes
// what the answers read) makes every entry stale at once. Another instance's writes are therefore seen
// within maxAgeMs. Concurrent misses for one key share a single computation.
import { createHash } from 'node:crypto';

export interface SerialisedAnswer {
  /** JSON text, already checked against the route's response schema. */
  body: string;
  /** Weak ETag over the body. */
  etag: string;
}

interface Entry {
  answer: Promise<SerialisedAnswer>;
  at: number;
  generation: number;
}

export function weakEtagOf(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(
    private readonly maxAgeMs = 500,
    private readonly maxEntries = 1_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached answer for `key`, or the JSON of `compute()` (which must already be schema-checked). */
  get(key: string, compute: () => Promise<unknown>): Promise<SerialisedAnswer> {
    const entry = this.entries.get(key);
    if (entry && entry.generation === this.generation && this.now() - entry.at <= this.maxAgeMs) return entry.answer;
    const generation = this.generation;
    const answer = compute().then((value) => {
      const body = JSON.stringify(value);
      return { body, etag: weakEtagOf(body) };
    });
    const fresh: Entry = { answer, at: this.now(), generation };
    this.entries.delete(key);
    this.entries.set(key, fresh);
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    // A failed computation is not kept: the next request tries again.
    answer.catch(() => {
      if (this.entries.get(key) === fresh) this.entries.delete(key);
    });
    return answer;
  }

  /** Every cached answer is stale from now on (this instance changed what they were read from). */
  invalidate(): void {
    this.generation += 1;
  }
}

interface ReplyLike {
  type(contentType: string): unknown;
  header(name: string, value: string): unknown;
}

/**
 * Sends a cached answer as is: a string with a JSON content type skips Fastify's serialiser (the body
 * was checked against the response schema when it was computed) and the ETag is the one computed then.
 */
export function serialisedBody(reply: ReplyLike, answer: SerialisedAnswer): string {
  reply.type('application/json; charset=utf-8');
  reply.header('etag', answer.etag);
  return answer.body;
}
