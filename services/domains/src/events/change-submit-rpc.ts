// Serves domains.rpc.change-submit (issue 30): the provider services' own routes record their changes
// as change sets here, through the team's threshold, and the steps apply through their step subjects.
import { CHANGES_RPC, ChangeSubmitRequest } from '@dop/contracts/changes';
import { rpcHandler, serveRpc, type RpcLog } from '@dop/service-kit';
import type { NatsConnection, Subscription } from 'nats';
import { submitChange, type SubmitDeps } from '../lib/changes/change-submit';

export function serveChangeSubmitRpc(nc: NatsConnection, deps: SubmitDeps, log: RpcLog): Subscription[] {
  return serveRpc(nc, {
    queue: 'domains',
    log,
    handlers: { [CHANGES_RPC.submit]: rpcHandler(ChangeSubmitRequest, (req) => submitChange(deps, req)) },
  });
}
