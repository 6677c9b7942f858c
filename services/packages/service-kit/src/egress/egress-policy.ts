// The rule every outbound call obeys: resolve once, every address must pass, connect to the checked
// address only. Two profiles: "http" refuses every non-public range; "ssh" lets private ranges
// through (the team's own servers sit there) but not loopback, link-local or metadata.
import { lookup } from 'node:dns/promises';
import { type EgressAllowList, parseAllowList } from './allow-list';
import { EgressRefusedError } from './egress-error';
import { canonicalHost } from './ip-literal';
import { classifyAddress } from './refused-ranges';

export type EgressProfile = 'http' | 'ssh';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Name → every address it has; the default asks the system resolver (tests pass fixed answers). */
export type EgressResolver = (host: string) => Promise<ResolvedAddress[]>;

export const systemResolver: EgressResolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

export interface EgressPolicyOptions {
  allow?: EgressAllowList;
  profile?: EgressProfile;
  resolver?: EgressResolver;
  /** Named in refusals: where an administrator allows an address ("EGRESS_ALLOW"). */
  allowVar?: string;
}

export class EgressPolicy {
  readonly allow: EgressAllowList;
  readonly profile: EgressProfile;
  private readonly resolver: EgressResolver;
  private readonly allowVar: string;

  constructor(opts: EgressPolicyOptions = {}) {
    this.allow = opts.allow ?? parseAllowList('');
    this.profile = opts.profile ?? 'http';
    this.resolver = opts.resolver ?? systemResolver;
    this.allowVar = opts.allowVar ?? 'EGRESS_ALLOW';
  }

  /** The same allow-list and resolver with another profile (the ssh service's targets). */
  withProfile(profile: EgressProfile, allowVar = this.allowVar): EgressPolicy {
    return new EgressPolicy({ allow: this.allow, resolver: this.resolver, profile, allowVar });
  }

  /** Why `address` (reached as `host`:`port`) is refused, or null when it may be reached. */
  refusal(host: string, port: number, address: string): string | null {
    const refused = classifyAddress(address);
    if (!refused || (this.profile === 'ssh' && refused.kind === 'private')) return null;
    if (this.allow.allows(host, port, address)) return null;
    const via = host === address ? '' : `${host} resolves to ${address}, which`;
    const subject = via ? `${via} is` : `${address} is`;
    return `${subject} ${refused.what}; an administrator can allow it with ${this.allowVar}`;
  }

  /** The literal check at input: null when `rawHost` is a name or a public (or allowed) address. */
  literalRefusal(rawHost: string, port: number): string | null {
    const host = canonicalHost(rawHost);
    if (!host) return `${rawHost} is not a valid host name or address`;
    return host.ip ? this.refusal(host.ip, port, host.ip) : null;
  }

  /** Resolves `rawHost` once and checks every address; the first is where the connection must go. */
  async resolve(rawHost: string, port: number): Promise<ResolvedAddress> {
    const canonical = canonicalHost(rawHost);
    if (!canonical) throw new EgressRefusedError(`${rawHost} is not a valid host name or address`, rawHost);
    const { host, ip } = canonical;
    let addresses: ResolvedAddress[];
    if (ip) addresses = [{ address: ip, family: ip.includes(':') ? 6 : 4 }];
    else {
      try {
        addresses = await this.resolver(host);
      } catch (err) {
        throw Object.assign(new Error(`${host} could not be resolved (${(err as NodeJS.ErrnoException).code ?? 'no answer'})`), {
          code: 'ENOTFOUND',
        });
      }
      if (!addresses.length) throw Object.assign(new Error(`${host} could not be resolved`), { code: 'ENOTFOUND' });
    }
    // Every answer must pass: a name with one public and one private address is still refused.
    for (const a of addresses) {
      const why = this.refusal(host, port, a.address);
      if (why) throw new EgressRefusedError(why, host);
    }
    return addresses[0];
  }
}
