// GET /api/results (spec 2 §7): with `page` a page {data, pagination}, without it a plain list of the
// newest `limit` rows; newest first either way. Answers come from a short-lived cache shared by every
// caller with the same scope and query (the panels poll this every 2 s).
import { ResultsQuery, ResultsReply } from '@dop/contracts/ops';
import { serialisedBody, type AnswerCache, type ServiceRoutes } from '@dop/service-kit';
import { resultsPagination, skipFor } from '../../lib/pagination';
import { domainSearch, ownerFilter } from '../../lib/scope';
import { toOperationResult } from '../../lib/to-dto';
import type { ResultModel } from '../../models/result-model';
import type { CountCache } from '../../lib/count-cache';

export const getResultsRoute =
  (results: ResultModel, totals: CountCache, answers: AnswerCache): ServiceRoutes =>
  async (app) => {
    app.get('/api/results', { schema: { querystring: ResultsQuery, response: { 200: ResultsReply } } }, async (request, reply) => {
      const q = request.query;
      const filter: Record<string, unknown> = { ...ownerFilter(request.identity.userId, q.showAll) };
      if (q.operationType) filter.operationType = q.operationType;
      const search = domainSearch(q.search);
      if (search) filter.domain = search;
      const page = q.page ?? 1;
      const key = JSON.stringify(['results', filter.userId ?? '*', q.operationType ?? '*', search?.source ?? '', q.page ?? 0, q.limit]);
      const answer = await answers.get(key, async () => {
        const find = results
          .find(filter, { versions: 0, rev: 0 })
          .sort({ timestamp: -1 })
          .skip(skipFor(page, q.limit))
          .limit(q.limit)
          .lean();
        if (q.page === undefined) return ResultsReply.parse((await find).map(toOperationResult));
        // An unfiltered count comes from collection metadata; a filtered one is read through the cache.
        const countKey = JSON.stringify([filter.userId ?? '*', q.operationType ?? '*', search?.source ?? '']);
        const count =
          Object.keys(filter).length === 0 ? results.estimatedDocumentCount() : totals.get(countKey, () => results.countDocuments(filter));
        const [rows, total] = await Promise.all([find, count]);
        return ResultsReply.parse({ data: rows.map(toOperationResult), pagination: resultsPagination(page, q.limit, total) });
      });
      return serialisedBody(reply, answer) as unknown as ResultsReply;
    });
  };
