// GET/POST /api/domains/:id/records: the domain's A records; saving applies them at its DNS host
// (Cloudflare when useCloudflare is on, else its registrar account) and remembers them.
import { IdParam } from '@dop/contracts/common';
import { RecordsBody, RecordsResponse, SaveRecordsResponse } from '@dop/contracts/domains';
import type { Registrar } from '@dop/contracts/registrars';
import { badRequest, HttpError, pushEvents, type ServiceRoutes } from '@dop/service-kit';
import { recordsChanged } from '../../lib/domain-events';
import { findDomain } from '../../lib/domain-lookup';
import { recordsView } from '../../lib/domain-view';
import type { Outcome } from '../../lib/dns-host';
import { NoResponderError } from '../../lib/rpc-client';

export const recordsRoutes: ServiceRoutes = async (app) => {
  const ctx = app.domains;

  app.get('/:id/records', { schema: { params: IdParam, response: { 200: RecordsResponse } } }, async (request) => {
    const domain = await findDomain(ctx.models, request.params.id);
    return { aRecords: recordsView(domain) };
  });

  app.post('/:id/records', { schema: { params: IdParam, body: RecordsBody, response: { 200: SaveRecordsResponse } } }, async (request) => {
    const domain = await findDomain(ctx.models, request.params.id);
    const records = request.body.aRecords.map((r) => ({ name: r.name, content: r.content, ttl: r.ttl }));
    const actor = { userId: request.identity.userId, userName: request.identity.userName };
    const stepCtx = { actor, teamTag: domain.teamTag ?? null };
    let outcome: Outcome;
    try {
      if (domain.useCloudflare) {
        outcome = await ctx.dns.setARecordsAtCloudflare(stepCtx, domain.name, records, {
          email: domain.cloudflareEmail ?? null,
          apiKey: null,
        });
      } else {
        if (!domain.registrar || !domain.accountId)
          throw badRequest(`${domain.name} has no registrar account; choose one in the edit dialog first`);
        outcome = await ctx.dns.setARecordsAtRegistrar(stepCtx, domain.registrar as Registrar, domain.accountId, domain.name, records);
      }
    } catch (err) {
      if (err instanceof NoResponderError) throw HttpError.of('service_unavailable', { service: 'registrars' });
      throw err;
    }
    if (!outcome.success) throw new HttpError('provider_failed', outcome.message);
    const stored = records.map((r, i) => ({ recordId: `r${i + 1}`, ...r }));
    const apex = records.find((r) => r.name === '@') ?? records[0];
    const event = recordsChanged(domain, domain.useCloudflare ? 'cloudflare' : 'registrar', records, actor);
    await ctx.models.domains.updateOne(
      { _id: domain._id },
      { $set: { aRecords: stored, lastResultAt: new Date(), ...(apex ? { lastUsedIp: apex.content } : {}) }, ...pushEvents(event) },
    );
    app.eventRelay.nudge();
    // lastResultAt and lastUsedIp show in cached search answers.
    await ctx.search.touched();
    return { aRecords: recordsView({ aRecords: stored }), ...outcome };
  });
};
