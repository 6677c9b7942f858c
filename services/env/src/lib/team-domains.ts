// Asks the domains service whether a site is one of the team's domains. No answer (the service is
// down or not deployed) counts as "no": the authorization is then withheld, never sent on a guess.
import { DOMAINS_RPC, IsTeamDomainReply } from '@dop/contracts/domains';
import { requestJson } from '@dop/service-kit';
import type { NatsConnection } from 'nats';
import type { TeamDomainCheck } from './credential-binding';

export function teamDomainCheck(nc: NatsConnection, timeoutMs: number, log: { warn(obj: object, msg: string): void }): TeamDomainCheck {
  return async (domain) => {
    try {
      const reply = IsTeamDomainReply.safeParse(await requestJson(nc, DOMAINS_RPC.isTeamDomain, { domain }, timeoutMs));
      return reply.success && reply.data.known;
    } catch (err) {
      log.warn({ err, domain }, "could not ask the domains service whether a site is the team's; authorization withheld");
      return false;
    }
  };
}
