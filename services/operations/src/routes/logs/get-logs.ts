// GET /api/logs (spec 2 §7): newest `limit` lines of the period, returned oldest first as the
// consoles show them. Answers come from a short-lived cache shared by every caller with the same scope
// and query (the consoles poll this every 15 s).
import { LogsQuery, LogsResponse } from '@dop/contracts/ops';
import { serialisedBody, type AnswerCache, type ServiceRoutes } from '@dop/service-kit';
import { periodRange, timestampCondition } from '../../lib/period';
import { ownerFilter } from '../../lib/scope';
import { toLogEntry } from '../../lib/to-dto';
import type { LogModel } from '../../models/log-model';
import type { UserModel } from '../../models/user-model';
import { named, userNames } from '../../lib/with-user-names';
import { normaliseDomain } from '../../lib/merge-result';

export const getLogsRoute =
  (logs: LogModel, users: UserModel, answers: AnswerCache): ServiceRoutes =>
  async (app) => {
    app.get('/api/logs', { schema: { querystring: LogsQuery, response: { 200: LogsResponse } } }, async (request, reply) => {
      const q = request.query;
      const filter: Record<string, unknown> = { ...ownerFilter(request.identity.userId, q.showAll) };
      if (q.operationType) filter.operationType = q.operationType;
      if (q.domain) filter.domain = normaliseDomain(q.domain);
      const key = JSON.stringify([
        'logs',
        filter.userId ?? '*',
        q.operationType ?? '*',
        filter.domain ?? '',
        q.period,
        q.from,
        q.to,
        q.limit,
      ]);
      const answer = await answers.get(key, async () => {
        const timestamp = timestampCondition(periodRange(q));
        if (timestamp) filter.timestamp = timestamp;
        // One sort key, so an index (TTL on timestamp, or owner/type + timestamp) yields the order and the
        // scan stops after `limit`; a tie-breaker would force an in-memory sort of every match.
        const docs = await logs.find(filter).sort({ timestamp: -1 }).limit(q.limit).lean();
        const names = await userNames(
          users,
          docs.map((d) => d.userId),
        );
        return LogsResponse.parse({ logs: docs.reverse().map((d) => ({ ...toLogEntry(d), user: named(d.user, names) })) });
      });
      return serialisedBody(reply, answer) as unknown as LogsResponse;
    });
  };
