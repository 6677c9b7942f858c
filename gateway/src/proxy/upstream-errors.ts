// The one mapping of a failed call to a service onto what the caller gets, for HTTP (forward.ts) and
// the WebSocket upgrade (ws-forward.ts): no answer within UPSTREAM_TIMEOUT_MS → 504 upstream_timeout,
// anything else (refused, reset, a malformed answer) → 502 bad_gateway.

export interface ProxyLogger {
  warn(obj: object, msg: string): void;
}

export interface UpstreamFailure {
  status: 502 | 504;
  code: 'bad_gateway' | 'upstream_timeout';
  message: string;
}

/** undici's codes for a service that stayed silent (connect, answer head, or inside the body). */
const TIMEOUT_CODES: ReadonlySet<string> = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);

/** What the caller is told, and the one warning logged for it. */
export function upstreamFailure(
  service: string,
  url: string | undefined,
  err: Error & { code?: string },
  log: ProxyLogger,
): UpstreamFailure {
  if (err.code !== undefined && TIMEOUT_CODES.has(err.code)) {
    log.warn({ service, url }, 'upstream timeout');
    return { status: 504, code: 'upstream_timeout', message: `Service ${service} did not answer in time` };
  }
  log.warn({ service, url, err: err.message }, 'upstream error');
  return { status: 502, code: 'bad_gateway', message: `Service ${service} is unreachable` };
}
