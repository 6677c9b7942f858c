// Applying a planned change set and deciding on a held one (issue 30). POST /:id/apply checks the
// team's threshold: under it the set applies (202, in the background); over it, it waits for a second
// admin (202 awaiting_approval) or, in a team with a single admin, for its author to type the number
// of domains (409 naming it until they do). POST /:id/approve and /:id/reject are for another admin
// or owner, never the author; a held set expires after 24 h.
import { ApplyChangeBody, AWAITING_APPROVAL, ChangeIdParams, ChangeSummary, type ChangeStatus } from '@dop/contracts/changes';
import { conflict, HttpError, notFound, recordAudit, stageEvent, type PendingEvent, type ServiceRoutes } from '@dop/service-kit';
import type { FastifyRequest } from 'fastify';
import { Types } from 'mongoose';
import { confirmationNeeded, heldApproval } from '../../lib/changes/change-gate';
import { askApprovers } from '../../lib/changes/approver-notice';
import { gateSteps } from '../../lib/changes/change-policy';
import { changeSummary } from '../../lib/changes/change-view';
import type { ChangeSetDoc } from '../../models/change-set';

const actorOf = (request: FastifyRequest) => ({ userId: request.identity.userId, userName: request.identity.userName ?? null });

export const decisionRoutes: ServiceRoutes = async (app) => {
  const { models, changes, rpc } = app.domains;
  const find = async (id: string) => {
    const set = await models.changes.findById(new Types.ObjectId(id)).lean<ChangeSetDoc>();
    if (!set) throw notFound(`No change ${id}`);
    return set;
  };
  /** Moves the set from `from` to applying (once: a second click finds it moved) and applies it in the background. */
  const startApplying = async (
    request: FastifyRequest,
    id: Types.ObjectId,
    from: ChangeStatus,
    extra: Record<string, unknown> = {},
    events: PendingEvent[] = [],
  ) => {
    const moved = await changes.claim(id, from, extra, events);
    if (!moved) throw conflict(`This change is no longer ${from.replace('_', ' ')}`);
    void changes.run(id).catch((err: unknown) => request.log.error({ err, changeId: String(id) }, 'change not finished; it is resumed'));
    return changeSummary(moved);
  };

  app.post(
    '/:id/apply',
    { schema: { params: ChangeIdParams, body: ApplyChangeBody, response: { 202: ChangeSummary } } },
    async (request, reply) => {
      const set = await find(request.params.id);
      if (set.status !== 'planned') throw conflict(`Only a planned change applies; this one is ${set.status.replace('_', ' ')}`);
      const decision = await gateSteps(rpc, set.steps, request.body.confirmDomains);
      if (decision.kind === 'confirm') throw confirmationNeeded(decision);
      if (decision.kind === 'hold') {
        const approval = heldApproval(decision.reason);
        const held = await models.changes
          .findOneAndUpdate(
            { _id: set._id, status: 'planned' },
            { $set: { status: 'awaiting_approval', approval } },
            { returnDocument: 'after' },
          )
          .lean<ChangeSetDoc>();
        if (!held) throw conflict('This change is no longer planned');
        await askApprovers(rpc, held, request.log);
        request.log.info({ changeId: request.params.id, reason: decision.reason }, AWAITING_APPROVAL.message);
        return reply.code(202).send(changeSummary(held));
      }
      return reply.code(202).send(await startApplying(request, set._id, 'planned'));
    },
  );

  const decide = async (request: FastifyRequest, id: string, verdict: 'approve' | 'reject') => {
    const set = await find(id);
    if (set.status !== 'awaiting_approval')
      throw conflict(`This change is not waiting for approval (it is ${set.status.replace('_', ' ')})`);
    if (set.createdBy.userId && set.createdBy.userId === request.identity.userId)
      throw new HttpError('forbidden', `The author of a change cannot ${verdict} it; another administrator must`);
    if (set.approval && new Date(set.approval.expiresAt) < new Date()) {
      await models.changes.updateOne({ _id: set._id, status: 'awaiting_approval' }, { $set: { status: 'expired' } });
      throw conflict('This change expired: it was not approved within 24 hours');
    }
    return { set, decided: { 'approval.decidedBy': actorOf(request), 'approval.decidedAt': new Date() } };
  };

  app.post('/:id/approve', { schema: { params: ChangeIdParams, response: { 202: ChangeSummary } } }, async (request, reply) => {
    const { set, decided } = await decide(request, request.params.id, 'approve');
    const approved = stageEvent('changes.set.approved', {
      changeId: String(set._id),
      reason: set.approval?.reason ?? '',
      authorId: set.createdBy.userId,
      actor: { userId: request.identity.userId, ...(request.identity.userName ? { userName: request.identity.userName } : {}) },
    });
    const started = await startApplying(request, set._id, 'awaiting_approval', decided, [approved]);
    app.eventRelay.nudge();
    await recordAudit(app.js, request, {
      service: 'domains',
      action: 'change.approved',
      target: `change:${started.id}`,
      details: { reason: set.approval?.reason ?? null },
    });
    return reply.code(202).send(started);
  });

  app.post('/:id/reject', { schema: { params: ChangeIdParams, response: { 200: ChangeSummary } } }, async (request) => {
    const { set, decided } = await decide(request, request.params.id, 'reject');
    const rejected = await models.changes
      .findOneAndUpdate(
        { _id: set._id, status: 'awaiting_approval' },
        { $set: { status: 'rejected', ...decided } },
        { returnDocument: 'after' },
      )
      .lean<ChangeSetDoc>();
    if (!rejected) throw conflict('This change is no longer waiting for approval');
    await recordAudit(app.js, request, {
      service: 'domains',
      action: 'change.rejected',
      target: `change:${request.params.id}`,
      details: { reason: set.approval?.reason ?? null },
    });
    return changeSummary(rejected);
  });
};
