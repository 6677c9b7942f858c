// NATS request/reply of the domains service (design.md §4). The env service asks whether a site is one
// of the team's domains before it sends the site-wide env authorization there (issue 26).
import { z } from 'zod';

export const DOMAINS_RPC = {
  isTeamDomain: 'domains.rpc.is-team-domain',
} as const;

export const IsTeamDomainRequest = z.object({ domain: z.string().min(1).max(253) });
export type IsTeamDomainRequest = z.infer<typeof IsTeamDomainRequest>;

export const IsTeamDomainReply = z.object({ ok: z.literal(true), known: z.boolean() });
export type IsTeamDomainReply = z.infer<typeof IsTeamDomainReply>;
