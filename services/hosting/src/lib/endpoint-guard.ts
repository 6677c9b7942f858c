// An account's apiEndpoint is typed by a user and receives the account's password, so it may only
// name an allow-listed host (the provider's own, plus any the deployment adds, e.g. a local simulator).
// The list is parsed once at start. Redirects are never followed (billmanager-client), so the
// password cannot be bounced elsewhere either.

export class EndpointRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EndpointRefusedError';
  }
}

export class EndpointGuard {
  private readonly allowed: Set<string>;

  /** `defaultEndpoint`'s host is always allowed; `extra` entries are "host" or "host:port". */
  constructor(defaultEndpoint: string, extra: readonly string[]) {
    const url = new URL(defaultEndpoint);
    this.allowed = new Set([url.host.toLowerCase(), ...extra.map((e) => e.toLowerCase())]);
  }

  /** The parsed URL when it may be called; otherwise throws EndpointRefusedError saying why. */
  check(endpoint: string): URL {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      throw new EndpointRefusedError('must be a URL like https://my.diorhost.com/billmgr');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new EndpointRefusedError('must be an http(s) URL');
    if (url.username || url.password) throw new EndpointRefusedError('must not carry credentials');
    if (url.search || url.hash) throw new EndpointRefusedError('must not carry a query or fragment');
    // A "host" entry allows that host on the scheme's default port; "host:port" that exact port.
    const host = url.host.toLowerCase();
    if (!this.allowed.has(host)) {
      throw new EndpointRefusedError(`host ${host} is not an allowed billing host (allowed: ${[...this.allowed].join(', ')})`);
    }
    return url;
  }
}
