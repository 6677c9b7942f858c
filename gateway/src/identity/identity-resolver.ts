// Resolves credentials to a user by asking identity over NATS, with a short-lived cache so repeated
// calls from one browser or script cost one request per few seconds. Concurrent misses for the same
// credentials share one request. A signed-in user whose entry just expired is served the cached
// answer while it is asked again in the background (stale-while-revalidate, bounded by staleMs): a
// busy identity service (a bulk job loading the database) then slows nobody's polls, and answers
// 503 only for credentials it has not confirmed within ttl + stale. Only SHA-256 hashes of the
// credentials travel over NATS.
//
// Revocation (issue 25): identity names what changed (access-changes.ts) by the hash of a sid or token
// or by a user id, and the entries go at once; an answer asked for before the drop is served to those
// who asked but never cached. Nothing cached is served while the NATS link is down (a revocation may
// be missed meanwhile), and the whole cache goes when the link comes back.
import { createHash } from 'node:crypto';
import { JSONCodec } from 'nats';
import { IDENTITY_SUBJECTS, SessionResolveReply, type ResolvedUser } from '@dop/contracts/identity';
import { TtlCache } from './ttl-cache';
import type { Credentials } from '@dop/service-kit/src/credentials';
import type { NatsLink } from './nats-link';

/** A token and a session with the same text are cached apart. */
export function cacheKeyOf(c: Credentials): string {
  return c.kind === 'sid' ? `s:${c.sid}` : `t:${c.token}`;
}

/** Identity could not be asked (NATS down, no responder, timeout, bad reply): protected paths get 503. */
export class IdentityUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IdentityUnavailableError';
  }
}

export interface IdentityResolverOptions {
  timeoutMs: number;
  ttlMs: number;
  negativeTtlMs: number;
  /** How long past ttlMs a confirmed user is still served while identity is asked again (0 = off). */
  staleMs?: number;
  maxEntries?: number;
}

export type CredentialKind = Credentials['kind'];

const codec = JSONCodec();

/** One request to identity in flight; the slot leaves `inflight` when it settles or is dropped. */
interface Ask {
  promise: Promise<ResolvedUser | null>;
}

export class IdentityResolver {
  private readonly cache: TtlCache<ResolvedUser | null>;
  private readonly inflight = new Map<string, Ask>();
  /** `s` or `t` + SHA-256 hex of the credential → its cache key: revocations name credentials by hash. */
  private readonly byHash = new Map<string, string>();
  private readonly maxEntries: number;
  /** byHash is pruned of keys no longer cached when it grows to this size. */
  private pruneAt: number;
  /** False while the NATS link is down: nothing cached is served, since a revocation may be missed. */
  private live = false;

  constructor(
    private readonly link: NatsLink,
    private readonly opts: IdentityResolverOptions,
  ) {
    this.maxEntries = opts.maxEntries ?? 10_000;
    this.pruneAt = 2 * this.maxEntries;
    this.cache = new TtlCache(this.maxEntries);
    link.listen({
      // Messages sent while the link was down are lost: everything learnt before is suspect.
      up: () => {
        this.dropAll();
        this.live = true;
      },
      down: () => {
        this.live = false;
        this.dropAll();
      },
    });
  }

  /** Synchronous cache probe for the hot path: a user, null (known anonymous) or undefined (not cached). */
  cached(c: Credentials): ResolvedUser | null | undefined {
    if (!this.live) return undefined;
    const key = cacheKeyOf(c);
    const hit = this.cache.get(key);
    if (hit !== undefined) return hit;
    const stale = this.cache.peekStale(key);
    if (stale === undefined) return undefined;
    // Refresh in the background; a failure keeps the stale entry until its window closes.
    this.ask$(key, c).catch(() => undefined);
    return stale;
  }

  resolve(c: Credentials): Promise<ResolvedUser | null> {
    const hit = this.cached(c);
    if (hit !== undefined) return Promise.resolve(hit);
    return this.ask$(cacheKeyOf(c), c);
  }

  /** One request per credentials at a time. */
  private ask$(key: string, c: Credentials): Promise<ResolvedUser | null> {
    const pending = this.inflight.get(key);
    if (pending) return pending.promise;
    if (!this.live) return Promise.reject(new IdentityUnavailableError('NATS is not connected'));
    const hash = sha256(c.kind === 'sid' ? c.sid : c.token);
    const ask = {} as Ask;
    this.inflight.set(key, ask);
    // After the slot is in flight: a prune keeps the hashes of keys cached or in flight.
    this.rememberHash(`${c.kind === 'sid' ? 's' : 't'}${hash}`, key);
    ask.promise = this.ask(key, c.kind, hash, ask).finally(() => {
      if (this.inflight.get(key) === ask) this.inflight.delete(key);
    });
    return ask.promise;
  }

  private async ask(key: string, kind: CredentialKind, hash: string, slot: Ask): Promise<ResolvedUser | null> {
    const nc = this.link.connection;
    if (!nc) throw new IdentityUnavailableError('NATS is not connected');
    const body = kind === 'sid' ? { sidHash: hash } : { tokenHash: hash };
    let data: unknown;
    try {
      const msg = await nc.request(IDENTITY_SUBJECTS.sessionResolve, codec.encode(body), {
        timeout: this.opts.timeoutMs,
      });
      data = codec.decode(msg.data);
    } catch (err) {
      throw new IdentityUnavailableError(`identity did not answer: ${(err as Error).message}`);
    }
    const reply = SessionResolveReply.safeParse(data);
    if (!reply.success) throw new IdentityUnavailableError('identity answered with an invalid reply');
    const user = reply.data.user;
    // Dropped while identity was asked (a revocation, a lost link): the answer may predate the change.
    if (this.inflight.get(key) !== slot) return user;
    // Unknown credentials are cached shorter: a fresh sign-in should not wait long to be seen.
    if (user) this.cache.set(key, user, this.opts.ttlMs, Date.now(), this.opts.staleMs ?? 0);
    else this.cache.set(key, user, this.opts.negativeTtlMs);
    return user;
  }

  private rememberHash(tag: string, key: string): void {
    this.byHash.set(tag, key);
    if (this.byHash.size < this.pruneAt) return;
    // Keys the cache evicted or expired leave their hash behind; drop those now and then.
    for (const [t, k] of this.byHash) if (!this.cache.has(k) && !this.inflight.has(k)) this.byHash.delete(t);
    this.pruneAt = Math.max(2 * this.maxEntries, 2 * this.byHash.size);
  }

  private drop(key: string): void {
    this.cache.delete(key);
    this.inflight.delete(key);
  }

  private dropAll(): void {
    this.cache.clear();
    this.inflight.clear();
    this.byHash.clear();
    this.pruneAt = 2 * this.maxEntries;
  }

  /** Drops cached credentials, e.g. on sign-out, so a closed session stops working at once here. */
  forget(c: Credentials): void {
    this.drop(cacheKeyOf(c));
  }

  /** Identity says a session or token changed or ended (by the SHA-256 hex of its secret). */
  forgetHash(kind: CredentialKind, hash: string): boolean {
    const tag = `${kind === 'sid' ? 's' : 't'}${hash}`;
    const key = this.byHash.get(tag);
    if (key === undefined) return false;
    this.byHash.delete(tag);
    this.drop(key);
    return true;
  }

  /** Identity says a member changed (role, status, removal): every credential of theirs goes. */
  forgetUser(userId: string): number {
    const dropped = this.cache.deleteWhere((user) => user !== null && user.id === userId);
    // Whose answer an ask in flight will bring is not known yet: none of them may be cached.
    this.inflight.clear();
    return dropped;
  }

  clear(): void {
    this.dropAll();
  }

  /** Entries held (tests and diagnostics). */
  get size(): number {
    return this.cache.size;
  }

  /** Hashes remembered for revocations (tests: bounded however many credentials come and go). */
  get hashesHeld(): number {
    return this.byHash.size;
  }
}

function sha256(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
