// PATCH / DELETE /api/domains/:id, and detect-registrar (spec 1 §7); switch-nameservers is in nameservers.ts.
import { IdParam } from '@dop/contracts/common';
import { DetectRegistrarResponse, DomainDto, PatchDomainBody } from '@dop/contracts/domains';
import { DetectRegistrarReply, REGISTRARS_RPC } from '@dop/contracts/registrars';
import { conflict, deleteWithEvent, HttpError, notFound, pushEvents, type ServiceRoutes } from '@dop/service-kit';
import { z } from 'zod';
import { domainDeleted, domainUpdated } from '../../lib/domain-events';
import { findDomain } from '../../lib/domain-lookup';
import { domainView } from '../../lib/domain-view';
import type { DomainDoc } from '../../models/domain';

const actorOf = (request: { identity: { userId: string; userName?: string } }) => ({
  userId: request.identity.userId,
  userName: request.identity.userName,
});

export const editRoutes: ServiceRoutes = async (app) => {
  const ctx = app.domains;
  const reload = async (id: unknown) => domainView((await ctx.models.domains.findById(id).lean<DomainDoc>()) as DomainDoc);

  app.patch('/:id', { schema: { params: IdParam, body: PatchDomainBody, response: { 200: DomainDto } } }, async (request) => {
    const domain = await findDomain(ctx.models, request.params.id);
    const { accountId, ...rest } = request.body;
    // accountId 0 is the edit dialog's "none chosen" (it resets when the registrar changes).
    const set: Record<string, unknown> = { ...rest, ...(accountId === undefined ? {} : { accountId: accountId || null }) };
    if (rest.name && rest.name !== domain.name && (await ctx.models.domains.exists({ name: rest.name })))
      throw conflict(`Domain ${rest.name} already exists`);
    const event = domainUpdated(domain, set, actorOf(request));
    await ctx.models.domains.updateOne({ _id: domain._id }, { $set: set, ...(event ? pushEvents(event) : {}) });
    app.eventRelay.nudge();
    const view = await reload(domain._id);
    await ctx.search.changed([
      { _id: view.id, name: view.name, registrar: view.registrar, createdById: view.createdById, useCloudflare: view.useCloudflare },
    ]);
    return view;
  });

  app.delete('/:id', { schema: { params: IdParam, response: { 200: z.object({ success: z.literal(true) }) } } }, async (request) => {
    const domain = await findDomain(ctx.models, request.params.id);
    await deleteWithEvent(app.mongo.db!, 'domains', domain._id, domainDeleted(domain, actorOf(request)));
    app.eventRelay.nudge();
    await ctx.search.changed([], [String(domain._id)]);
    return { success: true as const };
  });

  app.post('/:id/detect-registrar', { schema: { params: IdParam, response: { 200: DetectRegistrarResponse } } }, async (request) => {
    const domain = await findDomain(ctx.models, request.params.id);
    const actor = { userId: request.identity.userId, userName: request.identity.userName };
    const reply = DetectRegistrarReply.parse(
      await ctx.rpc.request(REGISTRARS_RPC.detectRegistrar, { domain: domain.name, actor, operationType: 'domain-records' }),
    );
    if (!reply.ok) throw new HttpError('provider_failed', reply.error.message);
    if (!reply.found || !reply.registrar) throw notFound(`No registrar account holds ${domain.name}`);
    const found = { registrar: reply.registrar, accountId: reply.accountId ?? null };
    const event = domainUpdated(domain, found, actor);
    await ctx.models.domains.updateOne({ _id: domain._id }, { $set: found, ...(event ? pushEvents(event) : {}) });
    app.eventRelay.nudge();
    const view = await reload(domain._id);
    await ctx.search.changed([
      { _id: view.id, name: view.name, registrar: view.registrar, createdById: view.createdById, useCloudflare: view.useCloudflare },
    ]);
    return { found: true, domain: view };
  });
};
