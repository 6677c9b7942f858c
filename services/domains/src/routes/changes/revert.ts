// POST /api/changes/:id/revert (issue 30): the change set (or the domains named) goes back to what the
// providers held before it, as a new change set built against the providers' state now. A domain
// changed since by someone else is a conflict, skipped unless confirmConflicts; when nothing is left to
// revert the answer is 409 naming why. The new set answers 202 at once and applies in the background
// (GET /api/changes/:id follows it); an applier that dies leaves it to be finished by another. Like any
// change it goes through the team's threshold (held for a second admin when over it).
import { ChangeDetail, ChangeIdParams, RevertBody } from '@dop/contracts/changes';
import { conflict, notFound, type ServiceRoutes } from '@dop/service-kit';
import pLimit from 'p-limit';
import { Types } from 'mongoose';
import { confirmationNeeded, heldApproval } from '../../lib/changes/change-gate';
import { askApprovers } from '../../lib/changes/approver-notice';
import { gateSteps } from '../../lib/changes/change-policy';
import { changeDetail } from '../../lib/changes/change-view';
import type { ValuesRead } from '../../lib/changes/provider-records';
import { stepKind } from '../../lib/changes/step-values';
import { revertSteps, valuesKey, type PlannedStep } from '../../lib/changes/revert-plan';
import type { ChangeSetDoc } from '../../models/change-set';

const READS_AT_ONCE = 8;

export const revertRoute: ServiceRoutes = async (app) => {
  const { models, changes, providerRecords, rpc } = app.domains;

  app.post(
    '/:id/revert',
    { schema: { params: ChangeIdParams, body: RevertBody, response: { 202: ChangeDetail } } },
    async (request, reply) => {
      const original = await models.changes.findById(new Types.ObjectId(request.params.id)).lean<ChangeSetDoc>();
      if (!original) throw notFound(`No change ${request.params.id}`);
      const { domains, confirmConflicts } = request.body;
      const unknown = (domains ?? []).filter((d) => !original.steps.some((s) => s.domain === d));
      if (unknown.length) throw notFound(`Not part of change ${request.params.id}: ${unknown.join(', ')}`);
      if (original.status === 'applying') throw conflict('This change is still being applied; revert it once it has finished');

      const limit = pLimit(READS_AT_ONCE);
      const chosen = original.steps.filter((s) => s.status === 'applied' && s.old && (!domains || domains.includes(s.domain)));
      const current = new Map<string, ValuesRead>(
        await Promise.all(
          chosen.map((s) =>
            limit(async () => [valuesKey(s), await providerRecords.readValues(stepKind(s), s.provider, s.target, s.domain)] as const),
          ),
        ),
      );
      const steps = revertSteps(original.steps, current, { domains, confirmConflicts });
      if (!steps.some((s) => s.status === 'pending'))
        throw conflict(`Nothing was reverted: ${steps.map((s) => `${s.domain}: ${s.answer}`).join('; ')}`, {
          steps: steps.map(({ domain, status, answer }) => ({ domain, status, answer })),
        });

      // A revert goes through the same threshold as any change (its steps' old values: the state now).
      const nowOf = (step: PlannedStep) => {
        const read = current.get(valuesKey(step));
        return read?.ok ? read.values : null;
      };
      const toApply = steps.filter((s) => s.status === 'pending').map((s) => ({ ...s, old: nowOf(s) }));
      const decision = await gateSteps(rpc, toApply, request.body.confirmDomains);
      if (decision.kind === 'confirm') throw confirmationNeeded(decision);
      const change = {
        source: 'revert' as const,
        createdBy: { userId: request.identity.userId, userName: request.identity.userName ?? null },
        teamTag: original.teamTag,
        revertOf: original._id,
        steps,
      };
      if (decision.kind === 'hold') {
        const held = await changes.create({ ...change, approval: heldApproval(decision.reason) }, 'awaiting_approval');
        await askApprovers(rpc, held, request.log);
        return reply.code(202).send(changeDetail(held));
      }
      const set = await changes.create(change);
      void changes
        .run(set._id)
        .catch((err: unknown) => request.log.error({ err, changeId: String(set._id) }, 'revert not finished; it is resumed'));
      return reply.code(202).send(changeDetail(set));
    },
  );
};
