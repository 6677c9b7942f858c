// /api/accounts/{registrar}[/{id}] (spec 1 §7): list, add, read, update, delete. Every answer carries
// secret previews and a masked proxy, whoever asks (issue 25); full values only through reveal.ts.
// Changes are audited on the AUDIT stream (never with a secret).
import { AccountList, AccountView, accountCreateBody, accountUpdateBody, DeleteAccountReply } from '@dop/contracts/registrars';
import { acceptEmptyJson, assertInput, proxyProblem, type ServiceRoutes } from '@dop/service-kit';
import { z } from 'zod';
import { auditAccount } from '../../lib/audit';
import { accountStatsRoutes } from './account-stats';
import { revealRoutes } from './reveal';
import { parseBody, registrarOf, takeIsActive } from './validate';

const RegistrarParam = z.object({ registrar: z.string().max(64) });
const IdParams = z.object({ registrar: z.string().max(64), id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const accountRoutes: ServiceRoutes = async (app) => {
  const { store, adapters } = app.registrars;
  // Only syntax and literal addresses here (the user:pass@host:port form is kept); names at call time.
  const checkProxy = (proxy: string | undefined) => assertInput('proxy', proxy ? proxyProblem(proxy, adapters.egress) : null);

  acceptEmptyJson(app);

  app.get('/:registrar', { schema: { params: RegistrarParam, response: { 200: AccountList } } }, async (request) =>
    store.list(registrarOf(request.params.registrar)),
  );

  app.post('/:registrar', { schema: { params: RegistrarParam, response: { 201: AccountView } } }, async (request, reply) => {
    const registrar = registrarOf(request.params.registrar);
    const { isActive, rest } = takeIsActive(request.body);
    const body = parseBody(accountCreateBody(registrar), rest, registrar);
    checkProxy(body.proxy);
    const view = await store.create(registrar, body, request.identity.userId, isActive ?? true);
    await auditAccount(app, request, 'provider-account.created', registrar, view.id, { name: view.name });
    return reply.code(201).send(view);
  });

  app.get('/:registrar/:id', { schema: { params: IdParams, response: { 200: AccountView } } }, async (request) =>
    store.get(registrarOf(request.params.registrar), request.params.id),
  );

  app.put('/:registrar/:id', { schema: { params: IdParams, response: { 200: AccountView } } }, async (request) => {
    const registrar = registrarOf(request.params.registrar);
    const { isActive, rest } = takeIsActive(request.body);
    const body = parseBody(accountUpdateBody(registrar), rest, registrar);
    checkProxy(body.proxy);
    const { view, changed } = await store.update(registrar, request.params.id, body, isActive);
    await auditAccount(app, request, 'provider-account.updated', registrar, view.id, { changed: changed.join(',') });
    return view;
  });

  app.delete('/:registrar/:id', { schema: { params: IdParams, response: { 200: DeleteAccountReply } } }, async (request) => {
    const registrar = registrarOf(request.params.registrar);
    await store.remove(registrar, request.params.id);
    await auditAccount(app, request, 'provider-account.deleted', registrar, request.params.id);
    return { success: true as const, id: request.params.id };
  });

  await app.register(revealRoutes);
  await app.register(accountStatsRoutes);
};
