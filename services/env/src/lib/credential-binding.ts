// ENV_SITE_AUTHORIZATION authorises env changes on every team site, so it goes only to sites that are
// the team's: a domain of the team's domain list or of ENV_SITE_HOSTS, over https unless the operator
// allowed the host in EGRESS_ALLOW (local test sites). Anything else fails before a request leaves.
import { canonicalHost, type EgressPolicy } from '@dop/service-kit';
import type { EnvServiceConfig } from '../config';

/** Whether `domain` is one of the team's domains (asked of the domains service). */
export type TeamDomainCheck = (domain: string) => Promise<boolean>;

export class CredentialBinding {
  private readonly siteHosts: Set<string>;

  constructor(
    private readonly config: Pick<EnvServiceConfig, 'ENV_SITE_SCHEME' | 'ENV_SITE_PORT' | 'ENV_SITE_HOSTS' | 'ENV_SITE_AUTHORIZATION'>,
    private readonly policy: EgressPolicy,
    private readonly isTeamDomain: TeamDomainCheck,
  ) {
    this.siteHosts = new Set(config.ENV_SITE_HOSTS.map((h) => canonicalHost(h)?.host ?? h));
  }

  /** Why the authorization may not go to `domain`, or null when it may (or when there is none to send). */
  async refusal(domain: string): Promise<string | null> {
    if (!this.config.ENV_SITE_AUTHORIZATION) return null;
    const host = canonicalHost(domain)?.host ?? domain.toLowerCase();
    const port = this.config.ENV_SITE_PORT || (this.config.ENV_SITE_SCHEME === 'https' ? 443 : 80);
    if (this.config.ENV_SITE_SCHEME !== 'https' && !this.policy.allow.allows(host, port))
      return `${host} would be called over plain http; the site authorization goes over https only unless the host is in EGRESS_ALLOW`;
    if (this.siteHosts.has(host) || (await this.isTeamDomain(host))) return null;
    return `${host} is not one of the team's domains or in ENV_SITE_HOSTS; the site authorization is not sent to it, so nothing was sent`;
  }
}
