// Resolves a site's name once and pins the answer: the connection goes to the address that was
// checked, so a name cannot answer public for the check and private for the connect (DNS rebinding).
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPublicAddress } from './public-address';

export interface ResolvedSite {
  host: string;
  address: string;
  family: 4 | 6;
}

/** The name resolves only to addresses outbound calls must not reach. */
export class RefusedAddressError extends Error {
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(`${host} resolves to ${address}, which is not a public address; refused`);
    this.name = 'RefusedAddressError';
  }
}

/** The name does not resolve at all: the site's problem, reported as a failed result. */
export class UnresolvedHostError extends Error {
  constructor(readonly host: string) {
    super(`${host} could not be resolved`);
    this.name = 'UnresolvedHostError';
  }
}

export interface ResolverOptions {
  /** Host names or IPs exempt from the public-address rule. */
  allowed: readonly string[];
  /** Fixed answers for names (ENV_HOSTS). */
  hosts: ReadonlyMap<string, string>;
}

export type SiteResolver = (host: string) => Promise<ResolvedSite>;

export function createSiteResolver(opts: ResolverOptions): SiteResolver {
  const allowed = new Set(opts.allowed.map((h) => h.toLowerCase()));
  return async (rawHost) => {
    const host = rawHost.toLowerCase();
    let addresses: string[];
    const fixed = opts.hosts.get(host);
    if (fixed) addresses = [fixed];
    else if (isIP(host)) addresses = [host];
    else {
      try {
        addresses = (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
      } catch {
        throw new UnresolvedHostError(host);
      }
    }
    if (addresses.length === 0) throw new UnresolvedHostError(host);
    // Every answer must pass: a name with one public and one private address is still refused.
    const bad = addresses.find((a) => !isPublicAddress(a) && !allowed.has(host) && !allowed.has(a.toLowerCase()));
    if (bad) throw new RefusedAddressError(host, bad);
    const address = addresses[0];
    return { host, address, family: isIP(address) === 6 ? 6 : 4 };
  };
}
