// The resolver's bookkeeping for revocations, with a stand-in for the NATS link (the end-to-end
// behaviour over a real nats-server is in revocation.test.ts): the cache stays bounded as credentials come
// and go, a member's drop takes only theirs, and nothing cached is served while the link is down.
import { createHash } from 'node:crypto';
import { JSONCodec } from 'nats';
import type { ResolvedUser } from '@dop/contracts/identity';
import { IdentityResolver, IdentityUnavailableError } from '../../src/identity/identity-resolver';
import type { LinkListener, NatsLink } from '../../src/identity/nats-link';
import { member } from '../helpers/gateway-harness';

const codec = JSONCodec();
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** A link that is up, answering each request from `users` (by the token or sid hash), and can go down. */
function fakeLink(users: Map<string, ResolvedUser>) {
  const listeners: LinkListener[] = [];
  const state = { asked: 0 };
  const control = { fail: false };
  const byHash = () => new Map([...users].map(([raw, u]) => [sha256(raw), u]));
  const nc = {
    request: (_subject: string, data: Uint8Array) => {
      state.asked++;
      if (control.fail) return Promise.reject(new Error('timeout'));
      const body = codec.decode(data) as { sidHash?: string; tokenHash?: string };
      const user = byHash().get(body.sidHash ?? body.tokenHash ?? '') ?? null;
      return Promise.resolve({ data: codec.encode({ user }) });
    },
  };
  const link = {
    connection: nc,
    listen: (l: LinkListener) => listeners.push(l),
  } as unknown as NatsLink;
  return {
    link,
    state,
    set fail(v: boolean) {
      control.fail = v;
    },
    up: () => listeners.forEach((l) => l.up?.(nc as never, true)),
    down: () => listeners.forEach((l) => l.down?.()),
  };
}

const options = { timeoutMs: 100, ttlMs: 60_000, negativeTtlMs: 60_000, staleMs: 60_000 };

test('the cache stays bounded however many credentials come; the cached ones can be revoked by hash', async () => {
  const users = new Map<string, ResolvedUser>();
  for (let i = 0; i < 200; i++) users.set(`t-${i}`, member(`u-${i}`, `n${i}`));
  const f = fakeLink(users);
  const r = new IdentityResolver(f.link, { ...options, maxEntries: 8 });
  f.up();
  for (let i = 0; i < 200; i++) await r.resolve({ kind: 'token', token: `t-${i}` });
  expect(r.size).toBe(8);
  // The newest eight are cached: each is found by its hash.
  expect(r.cached({ kind: 'token', token: 't-199' })).toMatchObject({ id: 'u-199' });
  expect(r.forgetHash('token', sha256('t-199'))).toBe(true);
  expect(r.cached({ kind: 'token', token: 't-199' })).toBeUndefined();
  expect(r.forgetHash('sid', sha256('t-198'))).toBe(false); // a token, not a session
  expect(r.cached({ kind: 'token', token: 't-198' })).toMatchObject({ id: 'u-198' });
  expect(r.forgetHash('token', sha256('t-0'))).toBe(false); // evicted long ago
});

test('concurrent misses for the same credentials share one request to identity', async () => {
  const f = fakeLink(new Map([['s-bob', member('u-bob', 'bob')]]));
  const r = new IdentityResolver(f.link, options);
  f.up();
  const bob = { kind: 'sid', sid: 's-bob' } as const;
  const answers = await Promise.all([r.resolve(bob), r.resolve(bob), r.resolve(bob)]);
  expect(answers.map((u) => u?.id)).toEqual(['u-bob', 'u-bob', 'u-bob']);
  expect(f.state.asked).toBe(1);
});

test('unknown credentials are cached as null for the shorter negative TTL, and not served stale', async () => {
  const users = new Map<string, ResolvedUser>();
  const f = fakeLink(users);
  const r = new IdentityResolver(f.link, { ...options, negativeTtlMs: 30 });
  f.up();
  const carl = { kind: 'token', token: 't-carl' } as const;
  expect(await r.resolve(carl)).toBeNull();
  expect(r.cached(carl)).toBeNull();
  users.set('t-carl', member('u-carl', 'carl')); // signs in meanwhile
  await new Promise((res) => setTimeout(res, 60));
  expect(r.cached(carl)).toBeUndefined();
  expect(await r.resolve(carl)).toMatchObject({ id: 'u-carl' });
  expect(f.state.asked).toBe(2);
});

test('past ttl + stale a confirmed user is no longer served from the cache', async () => {
  const f = fakeLink(new Map([['s-bob', member('u-bob', 'bob')]]));
  // A wide stale window: a loaded machine may oversleep the first wait by hundreds of milliseconds.
  const r = new IdentityResolver(f.link, { ...options, ttlMs: 50, staleMs: 600 });
  f.up();
  const bob = { kind: 'sid', sid: 's-bob' } as const;
  await r.resolve(bob);
  f.fail = true; // every refresh fails from now on: only the window decides
  await new Promise((res) => setTimeout(res, 100)); // expired, inside the stale window
  expect(r.cached(bob)).toMatchObject({ id: 'u-bob' });
  await new Promise((res) => setTimeout(res, 600)); // past it
  expect(r.cached(bob)).toBeUndefined();
  await expect(r.resolve(bob)).rejects.toBeInstanceOf(IdentityUnavailableError);
});

test('every credential just resolved can be revoked by its hash, evicted or not', async () => {
  const users = new Map<string, ResolvedUser>();
  for (let i = 0; i < 100; i++) users.set(`s-${i}`, member(`u-${i}`, `n${i}`));
  const f = fakeLink(users);
  const r = new IdentityResolver(f.link, { ...options, maxEntries: 4 });
  f.up();
  for (let i = 0; i < 100; i++) {
    const c = { kind: 'sid', sid: `s-${i}` } as const;
    await r.resolve(c);
    expect([i, r.forgetHash('sid', sha256(`s-${i}`))]).toEqual([i, true]);
    expect(r.cached(c)).toBeUndefined();
    await r.resolve(c); // cached again: evicted later, its hash left behind until a prune
  }
});

test("a member's drop takes every credential of theirs and nothing else", async () => {
  const users = new Map<string, ResolvedUser>([
    ['s-bob', member('u-bob', 'bob')],
    ['t-bob', member('u-bob', 'bob')],
    ['s-amy', member('u-amy', 'amy')],
  ]);
  const f = fakeLink(users);
  const r = new IdentityResolver(f.link, options);
  f.up();
  const creds = [
    { kind: 'sid', sid: 's-bob' },
    { kind: 'token', token: 't-bob' },
    { kind: 'sid', sid: 's-amy' },
    { kind: 'sid', sid: 's-nobody' },
  ] as const;
  for (const c of creds) await r.resolve(c);
  expect(r.forgetUser('u-bob')).toBe(2);
  expect(creds.map((c) => r.cached(c))).toEqual([undefined, undefined, expect.objectContaining({ id: 'u-amy' }), null]);
});

test('while the link is down nothing cached is served and identity is not asked; when it is back the cache is empty', async () => {
  const f = fakeLink(new Map([['s-bob', member('u-bob', 'bob')]]));
  const r = new IdentityResolver(f.link, options);
  const bob = { kind: 'sid', sid: 's-bob' } as const;
  // Not linked yet (the gateway has not reached NATS): nothing.
  await expect(r.resolve(bob)).rejects.toBeInstanceOf(IdentityUnavailableError);
  f.up();
  await r.resolve(bob);
  expect(r.cached(bob)).toMatchObject({ id: 'u-bob' });
  f.down();
  expect(r.cached(bob)).toBeUndefined();
  await expect(r.resolve(bob)).rejects.toBeInstanceOf(IdentityUnavailableError);
  expect(f.state.asked).toBe(1);
  f.up();
  expect(r.size).toBe(0);
  expect(r.cached(bob)).toBeUndefined();
  await r.resolve(bob);
  expect(f.state.asked).toBe(2);
});
