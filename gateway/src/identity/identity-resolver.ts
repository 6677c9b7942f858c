// Resolves credentials to a user by asking identity over NATS, with a short-lived cache so repeated
// calls from one browser or script cost one request per few seconds. Concurrent misses for the same
// credentials share one request. A signed-in user whose entry just expired is served the cached
// answer while it is asked again in the background (stale-while-revalidate, bounded by staleMs): a
// busy identity service (a bulk job loading the database) then slows nobody's polls, and answers
// 503 only for credentials it has not confirmed within ttl + stale. Only SHA-256 hashes of the
// credentials travel over NATS.
import { createHash } from 'node:crypto';
import { JSONCodec } from 'nats';
import { IDENTITY_SUBJECTS, SessionResolveReply, type ResolvedUser } from '@dop/contracts/identity';
import { TtlCache } from './ttl-cache';
import { cacheKeyOf, type Credentials } from './credentials';
import type { NatsLink } from './nats-link';

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
  /**
   * Told the cache key of every credential forgotten here (sign-out), so other worker processes of a
   * clustered gateway drop it too: a closed session must stop working on every connection at once.
   */
  onForget?: (key: string) => void;
}

const codec = JSONCodec();

export class IdentityResolver {
  private readonly cache: TtlCache<ResolvedUser | null>;
  private readonly inflight = new Map<string, Promise<ResolvedUser | null>>();

  constructor(
    private readonly link: NatsLink,
    private readonly opts: IdentityResolverOptions,
  ) {
    this.cache = new TtlCache(opts.maxEntries ?? 10_000);
  }

  /** Synchronous cache probe for the hot path: a user, null (known anonymous) or undefined (not cached). */
  cached(c: Credentials): ResolvedUser | null | undefined {
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
    const key = cacheKeyOf(c);
    const hit = this.cached(c);
    if (hit !== undefined) return Promise.resolve(hit);
    return this.ask$(key, c);
  }

  /** One request per credentials at a time. */
  private ask$(key: string, c: Credentials): Promise<ResolvedUser | null> {
    let pending = this.inflight.get(key);
    if (!pending) {
      pending = this.ask(c).finally(() => this.inflight.delete(key));
      this.inflight.set(key, pending);
    }
    return pending;
  }

  private async ask(c: Credentials): Promise<ResolvedUser | null> {
    const nc = this.link.connection;
    if (!nc) throw new IdentityUnavailableError('NATS is not connected');
    const body = c.kind === 'sid' ? { sidHash: sha256(c.sid) } : { tokenHash: sha256(c.token) };
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
    // Unknown credentials are cached shorter: a fresh sign-in should not wait long to be seen.
    if (user) this.cache.set(cacheKeyOf(c), user, this.opts.ttlMs, Date.now(), this.opts.staleMs ?? 0);
    else this.cache.set(cacheKeyOf(c), user, this.opts.negativeTtlMs);
    return user;
  }

  /** Drops cached credentials, e.g. on sign-out, so a closed session stops working at once here. */
  forget(c: Credentials): void {
    const key = cacheKeyOf(c);
    this.cache.delete(key);
    this.opts.onForget?.(key);
  }

  /** A peer process forgot these credentials (see `onForget`): drop them here without telling anyone. */
  forgetKey(key: string): void {
    this.cache.delete(key);
  }

  clear(): void {
    this.cache.clear();
  }
}

function sha256(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
