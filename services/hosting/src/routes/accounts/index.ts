// /api/accounts/diorhost[/{id}] (spec 2 §7 "Hosting"): list, add, update, delete, sync, servers and
// tickets, reveal. Answers carry only a preview of the password, whoever asks (issue 25); the full
// password only through reveal (admins with a fresh step-up, by the role table). Changes and reveals
// are audited on the AUDIT stream, never with the password.
import { IdParam } from '@dop/contracts/common';
import {
  DeleteDiorhostReply,
  DiorhostAccount,
  DiorhostAccountCreate,
  DiorhostAccountList,
  DiorhostAccountUpdate,
  DiorhostRevealedSecrets,
  ServersResponse,
  SyncResponse,
  TicketsResponse,
} from '@dop/contracts/hosting';
import { acceptEmptyJson, type ServiceRoutes } from '@dop/service-kit';
import { auditAccount } from '../../lib/audit';
import { actorOf } from '../shared';

export const accountRoutes: ServiceRoutes = async (app) => {
  const { store, sync } = app.hosting;
  acceptEmptyJson(app);

  app.get('/', { schema: { response: { 200: DiorhostAccountList } } }, async () => (await store.list()).map((d) => store.view(d)));

  app.post('/', { schema: { body: DiorhostAccountCreate, response: { 201: DiorhostAccount } } }, async (request, reply) => {
    const doc = await store.create(request.body, request.identity.userId);
    await auditAccount(app, request, 'provider-account.created', String(doc._id), { name: doc.name });
    return reply.code(201).send(store.view(doc));
  });

  app.put('/:id', { schema: { params: IdParam, body: DiorhostAccountUpdate, response: { 200: DiorhostAccount } } }, async (request) => {
    const doc = await store.update(request.params.id, request.body);
    await auditAccount(app, request, 'provider-account.updated', String(doc._id), { name: doc.name });
    return store.view(doc);
  });

  app.delete('/:id', { schema: { params: IdParam, response: { 200: DeleteDiorhostReply } } }, async (request) => {
    await store.remove(request.params.id);
    await auditAccount(app, request, 'provider-account.deleted', request.params.id);
    return { success: true as const, id: request.params.id };
  });

  app.post('/:id/reveal', { schema: { params: IdParam, response: { 200: DiorhostRevealedSecrets } } }, async (request) => {
    const secrets = await store.reveal(request.params.id);
    await auditAccount(app, request, 'secret.revealed', secrets.id);
    return secrets;
  });

  app.post('/:id/sync', { schema: { params: IdParam, response: { 200: SyncResponse } } }, async (request) => {
    const { doc, servers } = await sync.sync(await store.find(request.params.id), actorOf(request));
    return { account: store.view(doc), servers };
  });

  app.get('/:id/servers', { schema: { params: IdParam, response: { 200: ServersResponse } } }, async (request) => {
    const doc = await store.find(request.params.id);
    return { servers: doc.servers, lastSync: doc.lastSync ? doc.lastSync.toISOString() : null };
  });

  app.get('/:id/tickets', { schema: { params: IdParam, response: { 200: TicketsResponse } } }, async (request) =>
    sync.tickets(await store.find(request.params.id)),
  );
};
