// Which addresses an install may connect to: service-kit's egress guard with its SSH profile. Private
// networks are allowed (the team's servers often sit on one), but never this machine (loopback),
// link-local (where cloud metadata services live, 169.254.169.254), "this network", multicast, reserved
// or broadcast, unless the operator allows the address in EGRESS_ALLOW or SSH_ALLOWED_HOSTS.
import { EgressPolicy, parseAllowList } from '@dop/service-kit';
import type { SshServiceConfig } from '../config';

export function sshTargetPolicy(config: Pick<SshServiceConfig, 'EGRESS_ALLOW' | 'SSH_ALLOWED_HOSTS'>): EgressPolicy {
  return new EgressPolicy({
    allow: parseAllowList([config.EGRESS_ALLOW, ...config.SSH_ALLOWED_HOSTS].join(',')),
    profile: 'ssh',
    allowVar: 'EGRESS_ALLOW or SSH_ALLOWED_HOSTS',
  });
}

/** Why `host` (an IPv4 target) may not be connected to on `port`, or null when it may. */
export function refusedTargetReason(host: string, port: number, policy: EgressPolicy): string | null {
  return policy.literalRefusal(host, port);
}
