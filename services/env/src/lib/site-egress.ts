// The env service's egress policy: EGRESS_ALLOW (plus the deprecated ENV_ALLOWED_HOSTS) and the
// fixed answers of ENV_HOSTS ahead of the system resolver, so test and demo sites on this machine
// are named like real ones and still go through the one guard.
import { egressPolicyFrom, systemResolver, type EgressPolicy, type EgressResolver } from '@dop/service-kit';
import type { EnvServiceConfig } from '../config';

export function siteEgressPolicy(
  config: Pick<EnvServiceConfig, 'EGRESS_ALLOW' | 'ENV_ALLOWED_HOSTS' | 'ENV_HOSTS'>,
  log?: { warn(msg: string): void },
): EgressPolicy {
  const resolver: EgressResolver = async (host) => {
    const fixed = config.ENV_HOSTS.get(host);
    return fixed ? [{ address: fixed, family: fixed.includes(':') ? 6 : 4 }] : systemResolver(host);
  };
  return egressPolicyFrom(config, { ENV_ALLOWED_HOSTS: config.ENV_ALLOWED_HOSTS }, log, resolver);
}
