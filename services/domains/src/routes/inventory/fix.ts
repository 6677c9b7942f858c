// POST /api/inventory/fix/:domainId (issue 29): the safe, known fix of one drifted check, made like any
// change (issue 30): a change set through the team's threshold, in the log with old and new values,
// revertable; then the domain is checked again, so a fixed drift is reported as recovered.
// - nameservers: the registrar is pointed at the name servers the check expects (the Cloudflare zone's,
//   or the registrar's own DNS where the panel keeps the records);
// - records, use panel: the panel's A records are applied at the DNS host again (for a PowerDNS or
//   Hurricane Electric zone, the records the panel last applied there: dns-host-of.ts);
// - records, use provider: the host's A records become the panel's (no provider change; not for such
//   zones, whose records the panel keeps only in its change log).
import { AWAITING_APPROVAL, ChangeHeldReply } from '@dop/contracts/changes';
import { InventoryFixBody, InventoryFixParams, InventoryFixReply } from '@dop/contracts/inventory';
import { conflict, HttpError, notFound, pushEvents, type ServiceRoutes } from '@dop/service-kit';
import { Types } from 'mongoose';
import { changeOneStep } from '../../lib/changes/one-step';
import { stepTarget } from '../../lib/changes/step-target';
import { domainUpdated } from '../../lib/domain-events';
import { dnsHostOf } from '../../lib/inventory/dns-host-of';
import type { DomainDoc } from '../../models/domain';

export const fixRoutes: ServiceRoutes = async (app) => {
  const { models, changes, rpc, providerRecords } = app.domains;

  app.post(
    '/fix/:domainId',
    { schema: { params: InventoryFixParams, body: InventoryFixBody, response: { 200: InventoryFixReply, 202: ChangeHeldReply } } },
    async (request, reply) => {
      const domain = await models.domains.findById(new Types.ObjectId(request.params.domainId)).lean<DomainDoc>();
      if (!domain) throw notFound(`No domain ${request.params.domainId}`);
      const { check: kind, use } = request.body;
      const found = domain.health?.checks?.find((c) => c.kind === kind);
      if (!found || (found.state !== 'drift' && found.state !== 'missing'))
        throw conflict(`Nothing to fix: the ${kind} check of ${domain.name} is ${found?.state ?? 'not run yet'}`);
      const actor = { userId: request.identity.userId, userName: request.identity.userName };
      const createdBy = { userId: actor.userId, userName: actor.userName ?? null };
      const recheck = async () =>
        (await app.inventory.createJob({ kind: 'check', actor, ids: [String(domain._id)], total: 1 }))._id as string;

      const zoneHost = kind === 'records' && !domain.useCloudflare ? await dnsHostOf(models.changes, domain.name) : null;
      if (zoneHost && use === 'provider')
        throw conflict(
          `${domain.name} is served by a ${zoneHost.provider === 'powerdns' ? 'PowerDNS' : 'Hurricane Electric'} zone: update it from the DNS Providers tab, or apply the panel's records`,
        );
      if (kind === 'records' && use === 'provider') {
        const target = stepTarget(domain);
        const now = await providerRecords.read(target.provider, target.target, domain.name);
        if (!now.ok) throw new HttpError('provider_failed', `${domain.name}: ${now.reason}`);
        const aRecords = now.records.map((r, i) => ({ recordId: `r${i + 1}`, name: r.name, content: r.content, ttl: r.ttl ?? 3600 }));
        const event = domainUpdated(domain, { aRecords }, actor);
        await models.domains.updateOne({ _id: domain._id }, { $set: { aRecords }, ...(event ? pushEvents(event) : {}) });
        app.eventRelay.nudge();
        await app.domains.search.touched();
        return {
          changeId: null,
          success: true,
          message: `${domain.name}: the panel now holds the host's A records`,
          checkJobId: await recheck(),
        };
      }

      let step;
      if (kind === 'nameservers') {
        if (!domain.registrar || !domain.accountId) throw conflict(`${domain.name} has no registrar account to set name servers at`);
        if (!found.expected.length) throw conflict(`No known name servers to point ${domain.name} at`);
        step = {
          domainId: String(domain._id),
          domain: domain.name,
          provider: 'registrar' as const,
          kind: 'nameservers' as const,
          target: { registrar: domain.registrar, accountId: domain.accountId },
          new: { records: [], nameservers: found.expected },
        };
      } else if (zoneHost) {
        step = {
          domainId: String(domain._id),
          domain: domain.name,
          provider: zoneHost.provider,
          kind: 'a-records' as const,
          target: { dnsAccountId: zoneHost.dnsAccountId },
          new: { records: zoneHost.records.map((r) => ({ ...r, ttl: r.ttl ?? 3600 })), zoneExists: true },
        };
      } else {
        if (!domain.aRecords?.length) throw conflict(`The panel holds no A records for ${domain.name} to apply`);
        step = {
          ...stepTarget(domain),
          kind: 'a-records' as const,
          new: { records: domain.aRecords.map((r) => ({ name: r.name, content: r.content, ttl: r.ttl ?? 3600 })) },
        };
      }
      const change = {
        source: 'inventory-fix' as const,
        createdBy,
        teamTag: domain.teamTag ?? null,
        steps: [{ ...step, old: null, status: 'pending' as const, answer: null }],
      };
      const done = await changeOneStep({ changes, rpc, log: request.log }, change);
      if (done.held)
        return reply.code(202).send({ changeId: done.changeId, status: 'awaiting_approval', message: AWAITING_APPROVAL.message });
      const outcome = done.outcome;
      if (!outcome) throw new HttpError('internal', `the fix of ${domain.name} did not run`);
      if (outcome.unavailable) throw HttpError.of('service_unavailable', { service: 'registrars' });
      // The registrar now holds the new name servers: the next sync would read them, the check reads them now.
      if (outcome.success && kind === 'nameservers' && domain.inventory)
        await models.domains.updateOne({ _id: domain._id }, { $set: { 'inventory.nameservers': found.expected } });
      return { changeId: done.changeId, success: outcome.success, message: outcome.message, checkJobId: await recheck() };
    },
  );
};
