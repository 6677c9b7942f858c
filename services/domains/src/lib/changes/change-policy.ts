// The team's approval policy for change sets, asked of the identity service (identity.rpc.change-policy)
// each time a set is about to apply, so a change of the team settings counts at once.
import { ChangePolicyReply, TEAM_RPC } from '@dop/contracts/team';
import { HttpError } from '@dop/service-kit';
import type { ChangeStepDoc } from '../../models/change-set';
import { NoResponderError, RpcTimeoutError, type RpcClient } from '../rpc-client';
import { gate, mayNeedApproval, type GateDecision } from './change-gate';

export type ChangePolicy = Omit<ChangePolicyReply, 'ok'>;

export async function changePolicy(rpc: RpcClient): Promise<ChangePolicy> {
  try {
    const reply = ChangePolicyReply.safeParse(await rpc.request(TEAM_RPC.changePolicy, {}));
    if (reply.success) return reply.data;
  } catch (err) {
    if (!(err instanceof NoResponderError || err instanceof RpcTimeoutError)) throw err;
  }
  // Without the policy nothing may apply unchecked.
  throw HttpError.of('service_unavailable', { service: 'identity' });
}

/** The gate's decision for these steps; the policy is asked only when it can matter. */
export async function gateSteps(
  rpc: RpcClient,
  steps: Pick<ChangeStepDoc, 'domain' | 'old' | 'new'>[],
  confirmDomains?: number,
): Promise<GateDecision> {
  return mayNeedApproval(steps) ? gate(steps, await changePolicy(rpc), confirmDomains) : { kind: 'apply' };
}
