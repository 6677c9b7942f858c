// A change another service submits (domains.rpc.change-submit, issue 30): the CloudFlare tab's updates,
// PowerDNS and Hurricane Electric updates. It becomes a change set like the Domains tab's own: every
// domain's current values read first (the plan), then the team's threshold, then the steps applied and
// their outcomes answered; or the plan alone on a dry run, applied later with POST /api/changes/:id/apply.
import type { ChangeSubmitReply, ChangeSubmitRequest } from '@dop/contracts/changes';
import type { Models } from '../../models';
import type { ChangeSetDoc } from '../../models/change-set';
import type { RpcClient } from '../rpc-client';
import { askApprovers } from './approver-notice';
import { heldApproval } from './change-gate';
import type { ChangePlanner } from './change-planner';
import { gateSteps } from './change-policy';
import type { ChangeRunner } from './change-runner';
import { settle } from './change-status';
import { cleanValues } from './step-values';

export interface SubmitDeps {
  models: Models;
  changes: ChangeRunner;
  planner: ChangePlanner;
  rpc: RpcClient;
  log: { warn(obj: object, msg: string): void };
}

type Answer = Omit<ChangeSubmitReply, 'ok'>;

export async function submitChange(deps: SubmitDeps, req: ChangeSubmitRequest): Promise<Answer> {
  const { models, changes, planner, rpc } = deps;
  const names = req.steps.map((s) => s.domain);
  // A domain of the Domains tab too keeps its change log in its edit dialog.
  const rows = await models.domains.find({ name: { $in: names } }, { _id: 1, name: 1 }).lean();
  const idOf = new Map(rows.map((r) => [r.name, String(r._id)]));
  const created = await changes.create(
    {
      source: req.source,
      createdBy: { userId: req.actor.userId, userName: req.actor.userName ?? null },
      teamTag: req.teamTag,
      jobId: req.jobId ?? null,
      steps: req.steps.map((s) => ({
        domainId: idOf.get(s.domain) ?? null,
        domain: s.domain,
        provider: s.provider,
        kind: s.kind,
        target: s.target,
        old: null,
        new: cleanValues(s.new),
        status: 'pending' as const,
        answer: null,
      })),
    },
    'planning',
  );
  const changeId = String(created._id);
  await planner.plan(created._id, req.dryRun);
  const plan = await models.changes.findById(created._id).lean<ChangeSetDoc>();
  if (!plan || plan.status !== 'planned') throw new Error(`change ${changeId} was not planned`);
  if (req.dryRun) return { changeId, status: 'planned', reason: null, outcomes: [] };

  const decision = await gateSteps(rpc, plan.steps, req.confirmDomains);
  if (decision.kind === 'confirm')
    return { changeId, status: 'confirm', reason: decision.reason, confirmDomains: decision.domains, outcomes: [] };
  if (decision.kind === 'hold') {
    const held = await models.changes
      .findOneAndUpdate(
        { _id: plan._id, status: 'planned' },
        { $set: { status: 'awaiting_approval', approval: heldApproval(decision.reason) } },
        { returnDocument: 'after' },
      )
      .lean<ChangeSetDoc>();
    if (held) await askApprovers(rpc, held, deps.log);
    return { changeId, status: 'awaiting_approval', reason: decision.reason, outcomes: [] };
  }
  if (!(await changes.claim(plan._id, 'planned'))) throw new Error(`change ${changeId} was taken by another applier`);
  const ran = await changes.run(plan._id);
  const done = await models.changes.findById(plan._id, { steps: 1 }).lean<ChangeSetDoc>();
  const { status } = settle(done?.steps ?? []);
  const outcomes = [...ran].map(([domain, o]) => ({ domain, success: o.success, message: o.message }));
  return { changeId, status: status === 'applying' ? 'partially_applied' : (status as Answer['status']), reason: null, outcomes };
}
