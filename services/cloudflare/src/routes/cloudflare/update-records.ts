// POST /api/cloudflare/update-records (spec 2 §2.5, §7): the 'A записи' tab sends ipAddress, the
// 'SSL режим' tab sends sslMode, for domains of the tab; the saved account's key is used. The update is
// a change set (issue 30): the domains service records what each zone held, holds it over the team's
// threshold, and applies it through cloudflare.rpc.set-a-records and set-ssl-mode (their log lines,
// results and events are this tab's). A Cloudflare error is the answer's message (502) and the
// domain's result row. `?dryRun=true` plans it only.
import { ChangeNotAppliedReply, DryRunQuery, type SubmitStep } from '@dop/contracts/changes';
import { SuccessMessage, UpdateRecordsBody } from '@dop/contracts/cloudflare';
import { HttpError, notAppliedAnswer, notFound, submitChange, type ServiceRoutes } from '@dop/service-kit';
import { apexAndWww } from '../../lib/domain-setup';

export const updateRecordsRoutes: ServiceRoutes = async (app) => {
  const { models } = app.cf;

  app.post(
    '/update-records',
    { schema: { body: UpdateRecordsBody, querystring: DryRunQuery, response: { 200: SuccessMessage, 202: ChangeNotAppliedReply } } },
    async (request, reply) => {
      const { domains, ipAddress, sslMode, confirmDomains } = request.body;
      const rows = await models.domains.find({ name: { $in: domains } }).lean();
      const missing = domains.filter((d) => !rows.some((r) => r.name === d));
      if (missing.length) throw notFound(`Not CloudFlare domains of this panel: ${missing.join(', ')}`);
      const steps: SubmitStep[] = rows.flatMap((row) => {
        const target = { cloudflareEmail: row.email };
        return [
          ...(ipAddress
            ? [
                {
                  domain: row.name,
                  provider: 'cloudflare' as const,
                  kind: 'a-records' as const,
                  target,
                  new: { records: apexAndWww(ipAddress) },
                },
              ]
            : []),
          ...(sslMode
            ? [{ domain: row.name, provider: 'cloudflare' as const, kind: 'ssl-mode' as const, target, new: { records: [], sslMode } }]
            : []),
        ];
      });
      const answer = await submitChange(app.nats, {
        source: 'cloudflare-update',
        actor: { userId: request.identity.userId, userName: request.identity.userName ?? undefined },
        teamTag: rows[0]?.teamTag ?? null,
        steps,
        confirmDomains,
        dryRun: request.query.dryRun,
      });
      const held = notAppliedAnswer(answer);
      if (held) return reply.code(held.code).send(held.body);
      const errors = answer.outcomes.filter((o) => !o.success).map((o) => o.message);
      if (errors.length) throw new HttpError('cloudflare_error', errors.join('; '));
      return { success: true, message: `Updated ${rows.length} domain(s)` };
    },
  );
};
