// GET /api/cloudflare/accounts: the tab's list (spec 2 §2.14, §9): domains created within the last
// 30 days grouped by account e-mail, 10 accounts per page, searched by domain or e-mail; and
// GET /api/cloudflare/stored-accounts, the saved accounts for the dialogs' picker (issue 31).
import {
  AccountsQuery,
  AccountsResponse,
  CLOUDFLARE_ACCOUNTS_PER_PAGE,
  CLOUDFLARE_RECENT_DAYS,
  StoredAccountsResponse,
  type CloudflareAccountGroup,
} from '@dop/contracts/cloudflare';
import { literalPattern, type ServiceRoutes } from '@dop/service-kit';

export const accountsRoutes: ServiceRoutes = async (app) => {
  const { models } = app.cf;

  app.get('/accounts', { schema: { querystring: AccountsQuery, response: { 200: AccountsResponse } } }, async (request) => {
    const { page, search, showAll } = request.query;
    const since = new Date(Date.now() - CLOUDFLARE_RECENT_DAYS * 24 * 3600 * 1000);
    const filter: Record<string, unknown> = { createdAt: { $gte: since } };
    if (!showAll) filter.userId = request.identity.userId;
    if (search)
      filter.$or = [
        { name: { $regex: literalPattern(search.toLowerCase()) } },
        { email: { $regex: literalPattern(search), $options: 'i' } },
      ];
    const rows = await models.domains.find(filter).sort({ email: 1, createdAt: -1 }).lean();
    const groups = new Map<string, CloudflareAccountGroup>();
    for (const r of rows) {
      const key = r.email.toLowerCase();
      if (!groups.has(key)) groups.set(key, { email: r.email, domains: [] });
      groups.get(key)!.domains.push({
        id: r._id,
        name: r.name,
        zoneId: r.zoneId,
        status: r.status,
        ipAddress: r.ipAddress,
        sslMode: r.sslMode,
        nameServers: r.nameServers,
        teamTag: r.teamTag,
        createdAt: r.createdAt.toISOString(),
      });
    }
    const all = [...groups.values()];
    const totalPages = Math.ceil(all.length / CLOUDFLARE_ACCOUNTS_PER_PAGE);
    const accounts = all.slice((page - 1) * CLOUDFLARE_ACCOUNTS_PER_PAGE, page * CLOUDFLARE_ACCOUNTS_PER_PAGE);
    return { accounts, pagination: { currentPage: page, totalPages, total: all.length, hasPrev: page > 1, hasNext: page < totalPages } };
  });

  // The dialogs' account picker (issue 31): id and e-mail of every stored account, never a key.
  app.get('/stored-accounts', { schema: { response: { 200: StoredAccountsResponse } } }, async () => {
    const rows = await models.accounts.find({}, { email: 1 }).sort({ _id: 1 }).lean();
    return { accounts: rows.map((r) => ({ id: r._id, email: r.email })) };
  });
};
