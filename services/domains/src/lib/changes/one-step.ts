// One domain's change made now (the DNS dialog, the name-server switch, an inventory fix; issue 30): a
// change set of one step through the team's threshold, then run; or held for a second admin. Answers
// what became of it; the routes turn that into their own replies.
import { confirmationNeeded, heldApproval } from './change-gate';
import { askApprovers } from './approver-notice';
import { gateSteps } from './change-policy';
import type { ChangeRunner, NewChange } from './change-runner';
import type { StepOutcome } from './change-status';
import type { RpcClient } from '../rpc-client';

export type OneStepResult = { held: true; changeId: string } | { held: false; changeId: string; outcome: StepOutcome | undefined };

export async function changeOneStep(
  deps: { changes: ChangeRunner; rpc: RpcClient; log: { warn(obj: object, msg: string): void } },
  change: Omit<NewChange, 'approval'>,
  confirmDomains?: number,
): Promise<OneStepResult> {
  const decision = await gateSteps(deps.rpc, change.steps, confirmDomains);
  if (decision.kind === 'confirm') throw confirmationNeeded(decision);
  if (decision.kind === 'hold') {
    const held = await deps.changes.create({ ...change, approval: heldApproval(decision.reason) }, 'awaiting_approval');
    await askApprovers(deps.rpc, held, deps.log);
    return { held: true, changeId: String(held._id) };
  }
  const set = await deps.changes.create(change);
  const outcome = (await deps.changes.run(set._id)).get(change.steps[0].domain);
  return { held: false, changeId: String(set._id), outcome };
}
