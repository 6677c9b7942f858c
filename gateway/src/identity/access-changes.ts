// Instant revocation (issue 25): identity publishes every change of a cached identity (sign-out, token
// revoked, step-up, a member's role or status changed, a member removed) on core NATS, and every
// gateway process (every replica subscribes on its own link) drops what it cached for
// it, so the very next request asks identity again. Messages are not stored: one sent while the link is
// down is lost, which is why the resolver serves nothing cached then and empties its cache on reconnect.
import { JSONCodec, type Msg, type NatsConnection, type Subscription } from 'nats';
import { ACCESS_SUBJECTS, AccessChanged } from '@dop/contracts/access';
import type { IdentityResolver } from './identity-resolver';
import type { NatsLink } from './nats-link';

export interface AccessChangeLogger {
  warn(msg: string): void;
}

const codec = JSONCodec();

/** Applies one change to the resolver's cache. */
export function applyAccessChange(resolver: IdentityResolver, change: AccessChanged): void {
  if (change.sidHash !== undefined) resolver.forgetHash('sid', change.sidHash);
  if (change.tokenHash !== undefined) resolver.forgetHash('token', change.tokenHash);
  if (change.userId !== undefined) resolver.forgetUser(change.userId);
}

/** Parses a message body; null for anything that is not an AccessChanged (ignored). */
export function parseAccessChange(data: Uint8Array): AccessChanged | null {
  let body: unknown;
  try {
    body = codec.decode(data);
  } catch {
    return null;
  }
  const parsed = AccessChanged.safeParse(body);
  return parsed.success ? parsed.data : null;
}

/**
 * Subscribes on the link's connection once it is up. nats.js keeps a subscription across reconnects,
 * so one per connection; the cache is cleared on reconnect by the resolver itself.
 * `onApplied` is told of each change once the cache has dropped it (tests, diagnostics).
 */
export function followAccessChanges(
  link: NatsLink,
  resolver: IdentityResolver,
  log: AccessChangeLogger,
  onApplied?: (change: AccessChanged) => void,
): void {
  let subscribed: NatsConnection | null = null;
  const onMessage = (msg: Msg): void => {
    const change = parseAccessChange(msg.data);
    if (!change) {
      log.warn(`access changes: ignored a message that is not an AccessChanged on ${msg.subject}`);
      return;
    }
    applyAccessChange(resolver, change);
    onApplied?.(change);
  };
  // A bare fan-out subscription, read in a loop: every gateway must hear every change (no queue group),
  // and it answers nothing.
  const follow = async (sub: Subscription): Promise<void> => {
    try {
      for await (const msg of sub) onMessage(msg);
    } catch (err) {
      log.warn(`access changes: ${(err as Error).message}`);
    }
  };
  link.listen({
    up: (nc) => {
      if (subscribed === nc) return;
      subscribed = nc;
      void follow(nc.subscribe(ACCESS_SUBJECTS.changed));
    },
  });
}
