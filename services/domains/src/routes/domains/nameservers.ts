// POST /api/domains/:id/switch-nameservers (spec 1 §7) and its preview. The switch is a change set
// (issue 30): what the registrar held is read just before it applies and kept, so it is in the change
// log with old and new name servers and reverts in one action. GET /:id/nameservers/current answers
// what the registrar holds now and what its own DNS would set, for the edit dialog's preview.
import { AWAITING_APPROVAL, ChangeHeldReply, CurrentNameserversReply } from '@dop/contracts/changes';
import { IdParam } from '@dop/contracts/common';
import { OperationOutcome, SwitchNameserversBody } from '@dop/contracts/domains';
import type { Registrar } from '@dop/contracts/registrars';
import { badRequest, HttpError, pushEvents, type ServiceRoutes } from '@dop/service-kit';
import { BASIC_DNS_NAMESERVERS } from '../../lib/basic-dns';
import { changeOneStep } from '../../lib/changes/one-step';
import { domainUpdated } from '../../lib/domain-events';
import { findDomain } from '../../lib/domain-lookup';

export const nameserverRoutes: ServiceRoutes = async (app) => {
  const ctx = app.domains;

  app.get('/:id/nameservers/current', { schema: { params: IdParam, response: { 200: CurrentNameserversReply } } }, async (request) => {
    const domain = await findDomain(ctx.models, request.params.id);
    const registrarDns = domain.registrar ? [...(BASIC_DNS_NAMESERVERS[domain.registrar as Registrar] ?? [])] : [];
    if (!domain.registrar || !domain.accountId)
      return { nameservers: null, reason: `${domain.name} has no registrar account`, registrarDns };
    const target = { registrar: domain.registrar, accountId: domain.accountId };
    const read = await ctx.providerRecords.readValues('nameservers', 'registrar', target, domain.name);
    return read.ok
      ? { nameservers: read.values.nameservers ?? [], reason: null, registrarDns }
      : { nameservers: null, reason: read.reason, registrarDns };
  });

  app.post(
    '/:id/switch-nameservers',
    { schema: { params: IdParam, body: SwitchNameserversBody, response: { 200: OperationOutcome, 202: ChangeHeldReply } } },
    async (request, reply) => {
      const domain = await findDomain(ctx.models, request.params.id);
      if (!domain.registrar || !domain.accountId) throw badRequest(`${domain.name} has no registrar account`);
      const { useCloudflare, cloudflareNameservers } = request.body;
      if (useCloudflare && cloudflareNameservers.length < 2)
        throw badRequest('cloudflareNameservers: at least two name servers are needed', [
          { in: 'body', path: 'cloudflareNameservers', message: 'at least two' },
        ]);
      const nameservers = useCloudflare ? cloudflareNameservers : BASIC_DNS_NAMESERVERS[domain.registrar as Registrar];
      const actor = { userId: request.identity.userId, userName: request.identity.userName };
      const step = {
        domainId: String(domain._id),
        domain: domain.name,
        provider: 'registrar' as const,
        kind: 'nameservers' as const,
        target: { registrar: domain.registrar, accountId: domain.accountId },
        old: null,
        new: { records: [], nameservers: [...nameservers] },
        status: 'pending' as const,
        answer: null,
      };
      const change = {
        source: 'nameserver-switch' as const,
        createdBy: { userId: actor.userId, userName: actor.userName ?? null },
        teamTag: domain.teamTag ?? null,
        steps: [step],
      };
      const done = await changeOneStep({ changes: ctx.changes, rpc: ctx.rpc, log: request.log }, change);
      if (done.held)
        return reply.code(202).send({ changeId: done.changeId, status: 'awaiting_approval', message: AWAITING_APPROVAL.message });
      const { outcome } = done;
      if (!outcome) throw new HttpError('internal', `the change of ${domain.name} did not run`);
      if (outcome.unavailable) throw HttpError.of('service_unavailable', { service: 'registrars' });
      if (!outcome.success) throw new HttpError('provider_failed', outcome.message);
      // The change set told subscribers of the name servers; the row keeps which DNS the domain uses.
      const event = domainUpdated(domain, { useCloudflare }, actor);
      await ctx.models.domains.updateOne({ _id: domain._id }, { $set: { useCloudflare }, ...(event ? pushEvents(event) : {}) });
      app.eventRelay.nudge();
      await ctx.search.changed([{ ...domain, useCloudflare }]);
      const { unavailable: _u, ...answer } = outcome;
      return answer;
    },
  );
};
