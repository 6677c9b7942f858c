// Hand-written: a per-key in-flight counter is a Map of numbers; no limiter library counts concurrent requests per key.
// Each client's share of the upstream pools: at most GATEWAY_MAX_CONNECTIONS_PER_CLIENT requests in
// flight (from the moment access is granted until the answer is done), so one client's slow requests
// cannot take the connections everyone else is served on; one more answers 429.
//
// Counted in this process on purpose: an in-flight request is a socket of this gateway, and the count
// must follow it exactly (released on close, whatever happens). The rule that limits live in MongoDB is
// for rates and lockouts, which must hold across replicas and restarts; a socket count does not outlive
// the process that holds the sockets.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientIp, normalizeIp, type TrustedProxies } from '@dop/service-kit/src/client-ip';

/**
 * The signed-in user, else the caller's address (X-Forwarded-For believed only from TRUSTED_PROXIES;
 * `trusted` null when there are none, the usual case, which spares the list check on every call).
 */
export function clientKey(req: IncomingMessage, userId: string | null, trusted: TrustedProxies | null): string {
  if (userId !== null) return `user:${userId}`;
  const peer = req.socket.remoteAddress ?? '';
  return `addr:${trusted === null ? normalizeIp(peer) : clientIp(req.headers, peer, trusted)}`;
}

const HELD = Symbol('clientShareKey');
type Holding = ServerResponse & { [HELD]: string; [SHARE]: ClientShare };
const SHARE = Symbol('clientShare');

// One function for every response (no closure per request): the answer is done, its slot is free.
function releaseOnClose(this: Holding): void {
  this[SHARE].release(this[HELD]);
}

export class ClientShare {
  private readonly inFlight = new Map<string, number>();

  constructor(readonly max: number) {}

  /** Takes a slot for `key` until `res` closes; false (nothing taken) when the client already has `max`. */
  take(key: string, res: ServerResponse): boolean {
    const n = this.inFlight.get(key) ?? 0;
    if (n >= this.max) return false;
    this.inFlight.set(key, n + 1);
    const held = res as Holding;
    held[HELD] = key;
    held[SHARE] = this;
    res.on('close', releaseOnClose);
    return true;
  }

  /** Requests of `key` in flight now. */
  count(key: string): number {
    return this.inFlight.get(key) ?? 0;
  }

  /** Frees one slot of `key` (called when a response that took one closes). */
  release(key: string): void {
    const n = this.inFlight.get(key) ?? 0;
    if (n <= 1) this.inFlight.delete(key);
    else this.inFlight.set(key, n - 1);
  }
}
