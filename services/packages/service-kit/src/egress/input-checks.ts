// What can be checked when an account is created or edited: syntax and literal addresses only,
// since a name may not resolve where the product is configured. The call-time guard does the rest.
import { badRequest } from '../http-error';
import type { EgressPolicy } from './egress-policy';
import { canonicalHost, splitHostPort } from './ip-literal';

/**
 * Why an API URL (PowerDNS, DiorHost) may not be stored, or null: http(s) only, no user-info (the
 * credentials go in their own fields), no fragment or query (either would cut off the path the client appends),
 * https unless the operator allowed the host, and no refused literal address.
 */
export function apiUrlProblem(value: string, policy: EgressPolicy): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be a URL like https://host/';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'must be an http(s) URL';
  if (url.username || url.password) return 'must not contain a user name or password';
  if (value.includes('#')) return 'must not contain a fragment (#)';
  // A query would swallow the path a client appends (…/api/v1/servers/…), as a fragment would.
  if (value.includes('?')) return 'must not contain a query (?)';
  const host = canonicalHost(url.hostname);
  if (!host) return 'must name a valid host';
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  if (url.protocol === 'http:' && !policy.allow.allows(host.host, port)) return `must use https:// (${host.host} is not in EGRESS_ALLOW)`;
  return policy.literalRefusal(host.host, port);
}

/** Why a proxy ("[user:pass@]host:port" or "http://…") may not be stored, or null. */
export function proxyProblem(value: string, policy: EgressPolicy): string | null {
  let hostPort = value.trim();
  const scheme = /^([a-z0-9+.-]+):\/\//i.exec(hostPort);
  if (scheme) {
    if (!/^https?$/i.test(scheme[1])) return 'must be an http(s) proxy';
    hostPort = hostPort.slice(scheme[0].length).replace(/\/$/, '');
  }
  hostPort = hostPort.slice(hostPort.lastIndexOf('@') + 1);
  const split = splitHostPort(hostPort);
  if (!split || !canonicalHost(split.host)) return 'must be host:port';
  return policy.literalRefusal(split.host, split.port ?? 80);
}

/** Throws 400 naming `field` when `problem` is set: the shape every account route answers with. */
export function assertInput(field: string, problem: string | null): void {
  if (problem) throw badRequest(`${field} ${problem}`, [{ in: 'body', path: field, message: problem }]);
}
