// A bulk add's record updates at the registrars as a change set (issue 30): its A records or name
// servers per domain and account, recorded with what each registrar held before, applied by the job's
// worker step by step through the set. Over the team's threshold the domains are still added at once
// (the spec's answer), and their record updates wait for a second admin as a held set that the change
// runner applies once approved.
import type { Types } from 'mongoose';
import type { JobWork } from '../bulk-add';
import type { OpActor } from '../ops-events';
import type { RpcClient } from '../rpc-client';
import { askApprovers } from './approver-notice';
import { heldApproval, type GateDecision } from './change-gate';
import { gateSteps } from './change-policy';
import type { ChangeRunner } from './change-runner';

/** The registrar steps a bulk add asks for (the Cloudflare setup is the adding itself, not a change). */
export function bulkRecordSteps(work: JobWork, domains: Array<{ _id?: Types.ObjectId; name: string }>) {
  if (!work.updateRecords || (work.useCloudflare && !work.useNsRecords)) return [];
  const kind = work.useNsRecords ? ('nameservers' as const) : ('a-records' as const);
  const values = work.useNsRecords
    ? { records: [], nameservers: work.nsServers }
    : { records: work.ipAddress ? ['@', 'www'].map((name) => ({ name, content: work.ipAddress!, ttl: 3600 })) : [] };
  if (kind === 'a-records' && !values.records.length) return [];
  return domains.flatMap((d) =>
    work.accounts.map(({ registrar, accountId }) => ({
      domainId: d._id ? String(d._id) : null,
      domain: d.name,
      provider: 'registrar' as const,
      kind,
      target: { registrar, accountId },
      old: null,
      new: values,
      status: 'pending' as const,
      answer: null,
    })),
  );
}

/** Asked before anything is added: a single admin's unconfirmed change is refused whole (409). */
export async function bulkRecordsDecision(rpc: RpcClient, work: JobWork, names: string[], confirmDomains?: number): Promise<GateDecision> {
  const steps = bulkRecordSteps(
    work,
    names.map((name) => ({ name })),
  );
  if (!steps.length) return { kind: 'apply' };
  // One domain per name: the threshold counts domains, not account × domain steps.
  const perDomain = [...new Map(steps.map((s) => [s.domain, s])).values()];
  return gateSteps(rpc, perDomain, confirmDomains);
}

export function bulkRecordsHook(
  deps: { changes: ChangeRunner; rpc: RpcClient; log: { warn(obj: object, msg: string): void } },
  actor: OpActor,
  decision: GateDecision,
) {
  return async (jobId: string, domains: Array<{ _id: Types.ObjectId; name: string }>, work: JobWork) => {
    const steps = bulkRecordSteps(work, domains);
    if (!steps.length) return null;
    const change = {
      source: 'bulk-add' as const,
      createdBy: { userId: actor.userId, userName: actor.userName ?? null },
      teamTag: work.teamTag,
      jobId,
      steps,
    };
    if (decision.kind === 'hold') {
      const held = await deps.changes.create({ ...change, approval: heldApproval(decision.reason) }, 'awaiting_approval');
      await askApprovers(deps.rpc, held, deps.log);
      return { changeId: String(held._id), held: true };
    }
    // Applied by the job's worker, not by the change runner: no lease, the job's messages are its durability.
    const set = await deps.changes.create(change, 'job');
    return { changeId: String(set._id), held: false };
  };
}
