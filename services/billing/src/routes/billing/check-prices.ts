// POST /api/billing/check-prices (spec 2 §7): price and availability of each domain at every registrar
// account, asked through the registrars service (which also logs them as billing lines).
import { CheckPricesBody, CheckPricesResponse } from '@dop/contracts/billing';
import { HttpError, type ServiceRoutes } from '@dop/service-kit';
import { rpcHttpError } from '../../lib/rpc-errors';

export const checkPricesRoutes: ServiceRoutes = async (app) => {
  const { rpc } = app.billing;

  app.post('/check-prices', { schema: { body: CheckPricesBody, response: { 200: CheckPricesResponse } } }, async (request) => {
    const actor = { userId: request.identity.userId, userName: request.identity.userName };
    const domains = [...new Set(request.body.domains)];
    const reply = await rpc.checkPrices({ domains, allAccounts: true, actor, operationType: 'billing' }).catch((err: unknown) => {
      throw rpcHttpError(err);
    });
    if (!reply.ok) throw HttpError.of('price_check_failed', { reason: reply.error.message });
    return { quotes: reply.quotes };
  });
};
