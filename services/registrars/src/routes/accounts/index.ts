// /api/accounts/{registrar}[/{id}] (spec 1 §7): list, add, read for edit (full secrets, audited),
// update, delete. Lists and write answers carry only secret previews.
import { AccountList, AccountView, accountCreateBody, accountUpdateBody, DeleteAccountReply } from '@dop/contracts/registrars';
import { acceptEmptyJson, type ServiceRoutes } from '@dop/service-kit';
import { z } from 'zod';
import { accountStatsRoutes } from './account-stats';
import { parseBody, registrarOf } from './validate';

const RegistrarParam = z.object({ registrar: z.string().max(64) });
const IdParams = z.object({ registrar: z.string().max(64), id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const accountRoutes: ServiceRoutes = async (app) => {
  const { store } = app.registrars;

  acceptEmptyJson(app);

  app.get('/:registrar', { schema: { params: RegistrarParam, response: { 200: AccountList } } }, async (request) =>
    store.list(registrarOf(request.params.registrar)),
  );

  app.post('/:registrar', { schema: { params: RegistrarParam, response: { 201: AccountView } } }, async (request, reply) => {
    const registrar = registrarOf(request.params.registrar);
    const body = parseBody(accountCreateBody(registrar), request.body, registrar);
    const view = await store.create(registrar, body, request.identity.userId);
    request.log.info(
      { audit: 'account-created', userId: request.identity.userId, registrar, accountId: view.id },
      'registrar account created',
    );
    return reply.code(201).send(view);
  });

  app.get('/:registrar/:id', { schema: { params: IdParams, response: { 200: AccountView } } }, async (request) => {
    const registrar = registrarOf(request.params.registrar);
    const view = await store.get(registrar, request.params.id, true);
    // design.md §5: revealing full secrets is logged — who and which account, never the values.
    request.log.info(
      {
        audit: 'account-secrets-read',
        userId: request.identity.userId,
        userName: request.identity.userName,
        registrar,
        accountId: view.id,
      },
      'registrar account secrets read',
    );
    return view;
  });

  app.put('/:registrar/:id', { schema: { params: IdParams, response: { 200: AccountView } } }, async (request) => {
    const registrar = registrarOf(request.params.registrar);
    const body = parseBody(accountUpdateBody(registrar), request.body, registrar);
    const view = await store.update(registrar, request.params.id, body);
    request.log.info(
      { audit: 'account-updated', userId: request.identity.userId, registrar, accountId: view.id },
      'registrar account updated',
    );
    return view;
  });

  app.delete('/:registrar/:id', { schema: { params: IdParams, response: { 200: DeleteAccountReply } } }, async (request) => {
    const registrar = registrarOf(request.params.registrar);
    await store.remove(registrar, request.params.id);
    request.log.info(
      { audit: 'account-deleted', userId: request.identity.userId, registrar, accountId: request.params.id },
      'registrar account deleted',
    );
    return { success: true as const, id: request.params.id };
  });

  await app.register(accountStatsRoutes);
};
