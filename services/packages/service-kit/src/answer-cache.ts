// A short-lived cache of whole serialised GET answers, for reads that many browsers poll with the same
// query (spec 2 §9: results every 2 s, logs every 15 s). Two hundred users on "For All" ask the same
// question a hundred times a second; without the cache each asks the database, validates the rows
// through the response schema and hashes the body again.
//
// Freshness: an entry lives at most `maxAgeMs` after its computation ends, and `invalidate()` (called
// when this instance writes what the answers read) forgets every entry at once; a computation still
// running then answers its callers but is not stored. Another instance's writes are therefore seen
// within maxAgeMs. Concurrent misses for one key share a single computation (lru-cache's fetchMethod).
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

export interface SerialisedAnswer {
  /** JSON text, already checked against the route's response schema. */
  body: string;
  /** Weak ETag over the body. */
  etag: string;
}

type Compute = () => Promise<unknown>;

/** The hash inside an ETag: what @fastify/etag is given as its hashFn, so both spell tags alike. */
export function etagHash(body: string | Buffer): string {
  return createHash('sha1').update(body).digest('base64url');
}

/** The weak ETag @fastify/etag (weak: true, hashFn: etagHash) would send for this body. */
export function weakEtagOf(body: string | Buffer): string {
  return `W/"${etagHash(body)}"`;
}

export class AnswerCache {
  private readonly entries: LRUCache<string, SerialisedAnswer, Compute>;

  /** `now` is the clock for maxAgeMs; lru-cache reads a start time of 0 as "no TTL", so it must not return 0. */
  constructor(maxAgeMs = 500, maxEntries = 1_000, now: () => number = Date.now) {
    this.entries = new LRUCache<string, SerialisedAnswer, Compute>({
      max: maxEntries,
      // lru-cache reads a ttl of 0 as "never expires"; 0 here means "share only what is computed now".
      ttl: Math.max(1, Math.floor(maxAgeMs)),
      ttlResolution: 0,
      perf: { now },
      // After invalidate() a running computation still answers its callers but is not stored.
      ignoreFetchAbort: true,
      // A failed computation is not kept (lru-cache's default): the next request tries again.
      fetchMethod: async (_key, _stale, { context }) => {
        const body = JSON.stringify(await context());
        return { body, etag: weakEtagOf(body) };
      },
    });
  }

  /** The cached answer for `key`, or the JSON of `compute()` (which must already be schema-checked). */
  async get(key: string, compute: Compute): Promise<SerialisedAnswer> {
    return (await this.entries.fetch(key, { context: compute })) as SerialisedAnswer;
  }

  /** Every cached answer is stale from now on (this instance changed what they were read from). */
  invalidate(): void {
    this.entries.clear();
  }
}

interface ReplyLike {
  type(contentType: string): unknown;
  header(name: string, value: string): unknown;
}

/**
 * Sends a cached answer as is: a string with a JSON content type skips Fastify's serialiser (the body
 * was checked against the response schema when it was computed) and the ETag is the one computed then
 * (@fastify/etag keeps an ETag already set, so the body is not hashed on every request).
 */
export function serialisedBody(reply: ReplyLike, answer: SerialisedAnswer): string {
  reply.type('application/json; charset=utf-8');
  reply.header('etag', answer.etag);
  return answer.body;
}
