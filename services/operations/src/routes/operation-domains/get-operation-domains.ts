// GET /api/operation-domains (spec 2 §7): log lines grouped by domain, groups newest first, 10 per page,
// each with its status flags (spec 2 §4.2) and who worked on it last. Groups are paged over
// domain_activity (one row per user and domain), never over the log lines themselves.
import { OperationDomainsQuery, OperationDomainsResponse, type OperationDomainGroup } from '@dop/contracts/ops';
import type { ServiceRoutes } from '@dop/service-kit';
import { groupFlags } from '../../lib/log-status';
import { pageInfo, skipFor } from '../../lib/pagination';
import { domainSearch, ownerFilter } from '../../lib/scope';
import { toLogEntry } from '../../lib/to-dto';
import type { DomainActivityModel } from '../../models/domain-activity-model';
import type { LogModel } from '../../models/log-model';
import type { UserModel } from '../../models/user-model';
import { named, userNames } from '../../lib/with-user-names';

/** Lines shown per group: the newest ones, so a long-running domain cannot blow up a page. */
export const LINES_PER_GROUP = 200;

interface Facet {
  total: { n: number }[];
  page: { _id: string; latest: Date }[];
}

export const getOperationDomainsRoute =
  (logs: LogModel, activity: DomainActivityModel, users: UserModel): ServiceRoutes =>
  async (app) => {
    app.get(
      '/api/operation-domains',
      { schema: { querystring: OperationDomainsQuery, response: { 200: OperationDomainsResponse } } },
      async (request) => {
        const q = request.query;
        const owner = ownerFilter(request.identity.userId, q.showAll);
        const search = domainSearch(q.search);
        const match = search ? { ...owner, domain: { $regex: search } } : owner;
        // One tab's kind of work (issue 31): grouped from its own lines (the operationType index), since
        // domain_activity does not know the kind; every kind at once pages over domain_activity.
        const kind = q.operationType ? { operationType: q.operationType } : {};
        const stages = [
          { $sort: { latest: -1, _id: 1 } },
          { $facet: { total: [{ $count: 'n' }], page: [{ $skip: skipFor(q.page, q.limit) }, { $limit: q.limit }] } },
        ];
        const [facet] = q.operationType
          ? await logs.aggregate<Facet>([
              { $match: { ...kind, ...owner, domain: search ? { $regex: search } : { $ne: null } } },
              { $group: { _id: '$domain', latest: { $max: '$timestamp' } } },
              ...(stages as never[]),
            ])
          : await activity.aggregate<Facet>([
              { $match: match },
              { $group: { _id: '$domain', latest: { $max: '$latest' } } },
              ...(stages as never[]),
            ]);
        const total = facet?.total[0]?.n ?? 0;
        const groups = await Promise.all(
          (facet?.page ?? []).map(async ({ _id: domain, latest }) => {
            const lines = (
              await logs
                .find({ ...owner, ...kind, domain })
                .sort({ timestamp: -1 })
                .limit(LINES_PER_GROUP)
                .lean()
            ).reverse();
            return { domain, latest, lines };
          }),
        );
        const names = await userNames(
          users,
          groups.flatMap((g) => g.lines.map((l) => l.userId)),
        );
        const domains = groups.map(({ domain, latest, lines }): OperationDomainGroup => {
          const newestWithUser = [...lines].reverse().find((l) => l.user);
          return {
            domain,
            logs: lines.map((l) => ({ ...toLogEntry(l), user: named(l.user, names) })),
            ...groupFlags(lines),
            // The newest line's own time: activity rows move in steps of a few seconds.
            latestTimestamp: (lines.at(-1)?.timestamp ?? new Date(latest)).toISOString(),
            userInfo: named(newestWithUser?.user ?? null, names),
          };
        });
        return { domains, pagination: pageInfo(q.page, q.limit, total) };
      },
    );
  };
