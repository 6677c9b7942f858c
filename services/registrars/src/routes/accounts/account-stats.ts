// GET /api/accounts/{registrar}/{id}/balance and /domain-count (spec 2 §7). A registrar that cannot
// answer gives 200 with `error` set (the balance widget shows it); an unknown account is 404.
import { BalanceReply, DomainCountReply } from '@dop/contracts/registrars';
import type { ServiceRoutes } from '@dop/service-kit';
import { isHttpError } from '@dop/service-kit';
import { z } from 'zod';
import { errorMessage } from '../../lib/errors';
import { registrarOf } from './validate';

const IdParams = z.object({ registrar: z.string().max(64), id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const accountStatsRoutes: ServiceRoutes = async (app) => {
  const { accounts, store } = app.registrars;

  app.get('/:registrar/:id/balance', { schema: { params: IdParams, response: { 200: BalanceReply } } }, async (request) => {
    const registrar = registrarOf(request.params.registrar);
    await store.get(registrar, request.params.id);
    try {
      const { balance, currency } = await accounts.balance(registrar, request.params.id);
      return { balance, currency, error: null };
    } catch (err) {
      if (isHttpError(err)) throw err;
      return { balance: null, currency: 'USD', error: errorMessage(err) };
    }
  });

  app.get('/:registrar/:id/domain-count', { schema: { params: IdParams, response: { 200: DomainCountReply } } }, async (request) => {
    const registrar = registrarOf(request.params.registrar);
    await store.get(registrar, request.params.id);
    try {
      return { domainCount: await accounts.domainCount(registrar, request.params.id), error: null };
    } catch (err) {
      if (isHttpError(err)) throw err;
      return { domainCount: null, error: errorMessage(err) };
    }
  });
};
