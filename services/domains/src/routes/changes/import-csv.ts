// POST /api/changes/import/csv (issue 30): domains from a CSV file (lib/io/csv-import.ts) added to or
// updated in the panel, and the A records of the rows with an IP (@ and www) planned as one change set,
// applied with POST /:id/apply through the team's threshold. A file with a bad row is refused whole:
// 400 naming each line and why, nothing written.
import { ImportCsvBody, ImportCsvReply } from '@dop/contracts/changes';
import type { ServiceRoutes } from '@dop/service-kit';
import { changeSummary } from '../../lib/changes/change-view';
import { stepTarget } from '../../lib/changes/step-target';
import { importCsv } from '../../lib/io/csv-import';
import { refusedFile } from '../../lib/io/refused-file';
import { upsertCsvRows } from '../../lib/io/csv-upsert';

const TTL = 3600;

export const importCsvRoute: ServiceRoutes = async (app) => {
  const { models, changes, planner, search } = app.domains;

  app.post(
    '/import/csv',
    { schema: { body: ImportCsvBody, response: { 200: ImportCsvReply, 202: ImportCsvReply } } },
    async (request, reply) => {
      const { rows, problems } = importCsv(request.body.csv);
      if (problems.length) throw refusedFile('CSV file', problems);
      const actor = { userId: request.identity.userId, userName: request.identity.userName };
      const result = await upsertCsvRows(models, rows, actor);
      app.eventRelay.nudge();
      await search.changed(result.domains as never);
      const withIp = rows.filter((r) => r.ip);
      const counts = { added: result.added, updated: result.updated, unchanged: result.unchanged };
      const unplanned: Array<{ line: number; name: string; reason: string }> = [];
      const planned = withIp.flatMap((r) => {
        const domain = result.domains.find((d) => d.name === r.name);
        // A domain without a DNS host to apply at is added; its records wait for an account, and the answer says so.
        if (!domain || (!domain.useCloudflare && (!domain.registrar || !domain.accountId))) {
          unplanned.push({
            line: r.line,
            name: r.name,
            reason: 'no registrar account to apply its A records at (set one, then import again)',
          });
          return [];
        }
        const records = ['@', 'www'].map((name) => ({ name, content: r.ip!, ttl: TTL }));
        return [{ ...stepTarget(domain), old: null, new: { records }, status: 'pending' as const, answer: null }];
      });
      if (!planned.length) return reply.code(200).send({ ...counts, change: null, unplanned });
      const set = await changes.create(
        {
          source: 'csv-import',
          createdBy: { userId: request.identity.userId, userName: request.identity.userName ?? null },
          teamTag: null,
          steps: planned,
        },
        'planning',
      );
      void planner
        .plan(set._id)
        .catch((err: unknown) => request.log.error({ err, changeId: String(set._id) }, 'plan not finished; it is resumed'));
      return reply.code(202).send({ ...counts, change: changeSummary(set), unplanned });
    },
  );
};
