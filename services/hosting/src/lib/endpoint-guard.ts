// An account's apiEndpoint is typed by a user and receives the account's password, so it may only
// name the provider's own host or one the operator allows in EGRESS_ALLOW (e.g. a local simulator;
// HOSTING_ALLOWED_HOSTS is folded in there). The literal-address, user-info, fragment and https rules
// are service-kit's egress input checks; the call itself goes through the egress guard
// (billmanager-client), which never follows a redirect, so the password cannot be bounced elsewhere.
import { apiUrlProblem, canonicalHost, type EgressPolicy } from '@dop/service-kit';

export class EndpointRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EndpointRefusedError';
  }
}

export class EndpointGuard {
  private readonly defaultHost: string;

  /** `defaultEndpoint`'s host is always allowed; others only when EGRESS_ALLOW names them. */
  constructor(
    defaultEndpoint: string,
    private readonly egress: EgressPolicy,
  ) {
    this.defaultHost = new URL(defaultEndpoint).host.toLowerCase();
  }

  /** The parsed URL when it may be called; otherwise throws EndpointRefusedError saying why. */
  check(endpoint: string): URL {
    const problem = apiUrlProblem(endpoint, this.egress);
    if (problem)
      throw new EndpointRefusedError(
        problem === 'must be a URL like https://host/' ? 'must be a URL like https://my.diorhost.com/billmgr' : problem,
      );
    const url = new URL(endpoint);
    if (url.search) throw new EndpointRefusedError('must not carry a query');
    const host = canonicalHost(url.hostname)?.host ?? url.hostname;
    const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
    if (url.host.toLowerCase() !== this.defaultHost && !this.egress.allow.allows(host, port))
      throw new EndpointRefusedError(
        `host ${url.host.toLowerCase()} is not an allowed billing host (${this.defaultHost}, or one in EGRESS_ALLOW)`,
      );
    return url;
  }
}
