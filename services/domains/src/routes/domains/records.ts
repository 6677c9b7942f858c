// GET/POST /api/domains/:id/records: the domain's A records; saving applies them at its DNS host
// (Cloudflare when useCloudflare is on, else its registrar account) as a change set that keeps what the
// host held before, and remembers them.
import { AWAITING_APPROVAL, ChangeHeldReply, CurrentRecordsReply } from '@dop/contracts/changes';
import { IdParam } from '@dop/contracts/common';
import { RecordsBody, RecordsResponse, SaveRecordsResponse } from '@dop/contracts/domains';
import { badRequest, HttpError, type ServiceRoutes } from '@dop/service-kit';
import { changeOneStep } from '../../lib/changes/one-step';
import { sameRecords } from '../../lib/changes/provider-records';
import { stepTarget } from '../../lib/changes/step-target';
import { findDomain } from '../../lib/domain-lookup';
import { recordsView } from '../../lib/domain-view';

export const recordsRoutes: ServiceRoutes = async (app) => {
  const ctx = app.domains;

  app.get('/:id/records', { schema: { params: IdParam, response: { 200: RecordsResponse } } }, async (request) => {
    const domain = await findDomain(ctx.models, request.params.id);
    return { aRecords: recordsView(domain) };
  });

  app.get('/:id/records/current', { schema: { params: IdParam, response: { 200: CurrentRecordsReply } } }, async (request) => {
    const domain = await findDomain(ctx.models, request.params.id);
    const { provider, target } = stepTarget(domain);
    const read = await ctx.providerRecords.read(provider, target, domain.name);
    if (!read.ok) return { provider, records: null, reason: read.reason, differsFromPanel: false };
    return { provider, records: read.records, reason: null, differsFromPanel: !sameRecords(read.records, domain.aRecords ?? []) };
  });

  app.post(
    '/:id/records',
    { schema: { params: IdParam, body: RecordsBody, response: { 200: SaveRecordsResponse, 202: ChangeHeldReply } } },
    async (request, reply) => {
      const domain = await findDomain(ctx.models, request.params.id);
      const records = request.body.aRecords.map((r) => ({ name: r.name, content: r.content, ttl: r.ttl }));
      if (!domain.useCloudflare && (!domain.registrar || !domain.accountId))
        throw badRequest(`${domain.name} has no registrar account; choose one in the edit dialog first`);
      // Recorded as a change set (issue 30): what the host holds now decides whether a second admin must
      // look first (a big zone mostly rewritten); the step reads it again just before it applies.
      const target = stepTarget(domain);
      const now = await ctx.providerRecords.read(target.provider, target.target, domain.name);
      const step = { ...target, new: { records }, old: now.ok ? { records: now.records } : null, status: 'pending' as const, answer: null };
      const change = {
        source: 'dns-dialog' as const,
        createdBy: { userId: request.identity.userId, userName: request.identity.userName ?? null },
        teamTag: domain.teamTag ?? null,
        steps: [step],
      };
      const done = await changeOneStep({ changes: ctx.changes, rpc: ctx.rpc, log: request.log }, change, request.body.confirmDomains);
      if (done.held)
        return reply.code(202).send({ changeId: done.changeId, status: 'awaiting_approval', message: AWAITING_APPROVAL.message });
      const { outcome } = done;
      if (!outcome) throw new HttpError('internal', `the change of ${domain.name} did not run`);
      if (outcome.unavailable) throw HttpError.of('service_unavailable', { service: 'registrars' });
      if (!outcome.success) throw new HttpError('provider_failed', outcome.message);
      const { unavailable: _u, ...answer } = outcome;
      return { aRecords: recordsView({ aRecords: records.map((r, i) => ({ recordId: `r${i + 1}`, ...r })) }), ...answer };
    },
  );
};
