// Asks identity to tell the approvers that a change set waits (identity.rpc.notify-approvers, issue 30).
// Best effort: the held set and its badge in the Changes view are the record; a Telegram message that
// could not be asked for is logged, never a reason to fail the change.
import { TEAM_RPC } from '@dop/contracts/team';
import type { ChangeSetDoc } from '../../models/change-set';
import type { RpcClient } from '../rpc-client';

export async function askApprovers(
  rpc: RpcClient,
  set: Pick<ChangeSetDoc, '_id' | 'createdBy' | 'approval'>,
  log: { warn(obj: object, msg: string): void },
): Promise<void> {
  try {
    const reply = await rpc.request(TEAM_RPC.notifyApprovers, {
      changeId: String(set._id),
      reason: set.approval?.reason ?? 'over the team threshold',
      authorId: set.createdBy.userId,
      authorName: set.createdBy.userName,
    });
    if (!reply.ok) log.warn({ changeId: String(set._id), error: reply.error }, 'approvers not told of a held change');
  } catch (err) {
    log.warn({ err, changeId: String(set._id) }, 'approvers not told of a held change (identity away)');
  }
}
