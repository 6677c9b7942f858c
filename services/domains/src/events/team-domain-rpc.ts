// Answers whether a name is one of the team's domains (domains.rpc.is-team-domain): the env service
// sends its site-wide authorization only to those (issue 26).
import { DOMAINS_RPC, IsTeamDomainRequest } from '@dop/contracts/domains';
import { rpcHandler, serveRpc, type RpcLog } from '@dop/service-kit';
import type { NatsConnection, Subscription } from 'nats';
import type { Models } from '../models';

export function serveTeamDomainRpc(nc: NatsConnection, models: Models, log: RpcLog): Subscription[] {
  return serveRpc(nc, {
    queue: 'domains',
    log,
    handlers: {
      [DOMAINS_RPC.isTeamDomain]: rpcHandler(IsTeamDomainRequest, async ({ domain }) => {
        const name = domain.trim().toLowerCase().replace(/\.$/, '');
        return { known: (await models.domains.exists({ name })) !== null };
      }),
    },
  });
}
