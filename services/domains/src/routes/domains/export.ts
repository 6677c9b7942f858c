// Exports (issue 30): GET /api/domains/export.csv, the domain list with its filters (For Me / For All,
// search, Cloudflare) as CSV, every page; GET /api/domains/:id/records/zone, a domain's A records as a
// BIND zone file, as its DNS host holds them now (what the panel last applied when the host cannot
// be read, said in the file's header).
import { DomainsExportQuery } from '@dop/contracts/changes';
import { IdParam } from '@dop/contracts/common';
import type { DomainDto } from '@dop/contracts/domains';
import type { ServiceRoutes } from '@dop/service-kit';
import { stepTarget } from '../../lib/changes/step-target';
import { findDomain } from '../../lib/domain-lookup';
import { listDomains } from '../../lib/domain-list';
import { exportZone } from '../../lib/io/bind-export';
import { domainsCsv } from '../../lib/io/csv-export';

const PAGE = 100;

export const exportRoutes: ServiceRoutes = async (app) => {
  const ctx = app.domains;

  app.get('/export.csv', { schema: { querystring: DomainsExportQuery } }, async (request, reply) => {
    const rows: DomainDto[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await listDomains(ctx.models, ctx.search, request.identity.userId, { ...request.query, page, limit: PAGE });
      rows.push(...answer.domains);
      if (!answer.hasMore) break;
    }
    return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="domains.csv"').send(domainsCsv(rows));
  });

  app.get('/:id/records/zone', { schema: { params: IdParam } }, async (request, reply) => {
    const domain = await findDomain(ctx.models, request.params.id);
    const { provider, target } = stepTarget(domain);
    const now = await ctx.providerRecords.read(provider, target, domain.name);
    const records = now.ok ? now.records : (domain.aRecords ?? []);
    const source = now.ok
      ? `as ${provider === 'cloudflare' ? 'Cloudflare' : domain.registrar} holds them now`
      : `as the panel last applied them (${now.reason})`;
    const zone = await exportZone(domain.name, records, `A records of ${domain.name}, ${source}; ${new Date().toISOString()}`);
    return reply.type('text/plain; charset=utf-8').header('content-disposition', `attachment; filename="${domain.name}.zone"`).send(zone);
  });
};
