// Resolves credentials to a user by asking identity over NATS, with a short-lived lru-cache so repeated
// calls from one browser or script cost one request per few seconds. lru-cache's fetch() shares one
// request among concurrent misses, and a signed-in user whose entry just expired is served the cached
// answer while it is asked again in the background (allowStale, bounded here by staleMs): a busy
// identity service (a bulk job loading the database) then slows nobody's polls, and answers 503 only
// for credentials it has not confirmed within ttl + stale. Only SHA-256 hashes of the credentials
// travel over NATS.
//
// Revocation (issue 25): identity names what changed (access-changes.ts) by the hash of a sid or token
// or by a user id, and the entries go at once; an answer asked for before the drop is served to those
// who asked but never cached. Nothing cached is served while the NATS link is down (a revocation may
// be missed meanwhile), and the whole cache goes when the link comes back.
import { JSONCodec } from 'nats';
import { LRUCache } from 'lru-cache';
import { IDENTITY_SUBJECTS, SessionResolveReply, type ResolvedUser } from '@dop/contracts/identity';
import { credentialTag, sha256, type CredentialKind } from './credential-tag';
import type { Credentials } from '@dop/service-kit/src/credentials';
import type { NatsLink } from './nats-link';

export type { CredentialKind } from './credential-tag';

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

/** One answer of identity: the user (null = unknown credentials), whose credential it is, and when. */
interface Answer {
  user: ResolvedUser | null;
  /** `s` or `t` + SHA-256 hex of the credential: revocations name credentials by it. */
  tag: string;
  confirmedAt: number;
}

const codec = JSONCodec();

// Shared option objects: the hot path passes one instead of letting get() default a fresh `{}`.
// A fresh entry only here; a stale one is the slower path's business (cached()).
const FRESH_ONLY: LRUCache.GetOptions<string, Answer, unknown> = { allowStale: false };

export class IdentityResolver {
  private readonly cache: LRUCache<string, Answer>;
  /** Credentials being asked now → the ask (its tag): a revocation must reach answers not cached yet. */
  private readonly asking = new Map<string, { tag: string }>();
  /** False while the NATS link is down: nothing cached is served, since a revocation may be missed. */
  private live = false;

  constructor(
    private readonly link: NatsLink,
    private readonly opts: IdentityResolverOptions,
  ) {
    this.cache = new LRUCache<string, Answer>({
      // Bounded, so a client spraying made-up tokens cannot grow memory without limit.
      max: opts.maxEntries ?? 10_000,
      ttl: opts.ttlMs,
      // The TTL counts from identity's answer, not from the last use: a busy session is re-checked too.
      updateAgeOnGet: false,
      // No timer per entry; expired entries are found on access or evicted by the bound.
      ttlAutopurge: false,
      allowStale: true,
      // An expired entry stays for the stale window (judged in cached()), and through a failed refresh.
      noDeleteOnStaleGet: true,
      allowStaleOnFetchRejection: true,
      // A revocation deletes the entry under an ask in flight: its answer still goes to the callers
      // waiting for it, but lru-cache does not store it (the slot is no longer that ask's).
      ignoreFetchAbort: true,
      fetchMethod: (key, _stale, { options }) => this.ask(key, options),
    });
    link.listen({
      // Messages sent while the link was down are lost: everything learnt before is suspect.
      up: () => {
        this.clear();
        this.live = true;
      },
      down: () => {
        this.live = false;
        this.clear();
      },
    });
  }

  /** Synchronous cache probe for the hot path: a user, null (known anonymous) or undefined (not cached). */
  cached(c: Credentials): ResolvedUser | null | undefined {
    if (!this.live) return undefined;
    const key = cacheKeyOf(c);
    const fresh = this.cache.get(key, FRESH_ONLY);
    return fresh !== undefined ? fresh.user : this.stale(key);
  }

  /** An expired answer for a confirmed user inside the stale window, refreshed in the background. */
  private stale(key: string): ResolvedUser | undefined {
    const old = this.cache.peek(key);
    if (old === undefined || old.user === null) return undefined;
    if (Date.now() - old.confirmedAt > this.opts.ttlMs + (this.opts.staleMs ?? 0)) {
      this.cache.delete(key);
      return undefined;
    }
    // A failure keeps the stale entry (allowStaleOnFetchRejection) until its window closes.
    this.cache.fetch(key).catch(() => undefined);
    return old.user;
  }

  async resolve(c: Credentials): Promise<ResolvedUser | null> {
    const hit = this.cached(c);
    if (hit !== undefined) return hit;
    if (!this.live) throw new IdentityUnavailableError('NATS is not connected');
    // Not a stale answer (cached() would have served it), and a failure is the caller's to see.
    const answer = await this.cache.fetch(cacheKeyOf(c), { allowStale: false, allowStaleOnFetchRejection: false });
    if (answer === undefined) throw new IdentityUnavailableError('identity did not answer');
    return answer.user;
  }

  /** lru-cache's fetchMethod: one request to identity; what it answers is cached by lru-cache. */
  private async ask(key: string, options: LRUCache.FetcherFetchOptions<string, Answer>): Promise<Answer> {
    const nc = this.link.connection;
    if (!this.live || !nc) throw new IdentityUnavailableError('NATS is not connected');
    const kind: CredentialKind = key.charCodeAt(0) === 115 /* s */ ? 'sid' : 'token';
    const hash = sha256(key.slice(2));
    const tag = credentialTag(kind, hash);
    const ask = { tag };
    this.asking.set(key, ask);
    let data: unknown;
    try {
      const body = kind === 'sid' ? { sidHash: hash } : { tokenHash: hash };
      const msg = await nc.request(IDENTITY_SUBJECTS.sessionResolve, codec.encode(body), { timeout: this.opts.timeoutMs });
      data = codec.decode(msg.data);
    } catch (err) {
      throw new IdentityUnavailableError(`identity did not answer: ${(err as Error).message}`);
    } finally {
      if (this.asking.get(key) === ask) this.asking.delete(key);
    }
    const reply = SessionResolveReply.safeParse(data);
    if (!reply.success) throw new IdentityUnavailableError('identity answered with an invalid reply');
    const user = reply.data.user;
    // Unknown credentials are cached shorter: a fresh sign-in should not wait long to be seen.
    if (!user) options.ttl = this.opts.negativeTtlMs;
    return { user, tag, confirmedAt: Date.now() };
  }

  /** Drops cached credentials, e.g. on sign-out, so a closed session stops working at once here. */
  forget(c: Credentials): void {
    const key = cacheKeyOf(c);
    this.cache.delete(key);
    this.asking.delete(key);
  }

  /** Identity says a session or token changed or ended (by the SHA-256 hex of its secret). */
  forgetHash(kind: CredentialKind, hash: string): boolean {
    const tag = credentialTag(kind, hash);
    return this.dropWhere((key, answer) => (answer ? answer.tag === tag : this.asking.get(key)?.tag === tag)) > 0;
  }

  /** Identity says a member changed (role, status, removal): every credential of theirs goes. */
  forgetUser(userId: string): number {
    // Whose answer an ask in flight will bring is not known yet: none of them may be cached.
    return this.dropWhere((_key, answer) => (answer ? answer.user?.id === userId : true));
  }

  /**
   * Deletes every entry the test matches: cached answers (stale ones included) and asks in flight
   * (answer undefined). A scan of at most maxEntries: for revocations, which are rare, not the hot path.
   * Returns how many cached answers went.
   */
  private dropWhere(matches: (key: string, answer: Answer | undefined) => boolean): number {
    const doomed: string[] = [];
    this.cache.forEach((answer, key) => void (matches(key, answer) && doomed.push(key)));
    const answered = doomed.length;
    for (const key of this.asking.keys()) if (matches(key, undefined)) doomed.push(key);
    for (const key of doomed) {
      this.cache.delete(key);
      this.asking.delete(key);
    }
    return answered;
  }

  clear(): void {
    this.cache.clear();
    this.asking.clear();
  }

  /** Entries held, asks in flight included (tests and diagnostics). */
  get size(): number {
    return this.cache.size;
  }
}
