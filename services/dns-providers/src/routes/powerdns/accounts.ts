// /api/accounts/powerdns[/{id}] (spec 2 §7 "PowerDNS"): list, add, edit, delete. Answers carry only an
// apiKey preview; changes are audited (who and which account, never the key).
import { DeleteReply, PdnsAccount, PdnsAccountBody, PdnsAccountList } from '@dop/contracts/dns-providers';
import type { ServiceRoutes } from '@dop/service-kit';
import { z } from 'zod';

const IdParams = z.object({ id: z.string().min(1).max(64) });

export const pdnsAccountRoutes: ServiceRoutes = async (app) => {
  const { pdnsAccounts } = app.dns;

  app.get('/', { schema: { response: { 200: PdnsAccountList } } }, async () => pdnsAccounts.list());

  app.post('/', { schema: { body: PdnsAccountBody, response: { 201: PdnsAccount } } }, async (request, reply) => {
    const view = await pdnsAccounts.create(request.body, request.identity.userId);
    request.log.info(
      { audit: 'powerdns-account-created', userId: request.identity.userId, accountId: view.id },
      'PowerDNS account created',
    );
    return reply.code(201).send(view);
  });

  app.put('/:id', { schema: { params: IdParams, body: PdnsAccountBody, response: { 200: PdnsAccount } } }, async (request) => {
    const view = await pdnsAccounts.update(request.params.id, request.body);
    request.log.info(
      { audit: 'powerdns-account-updated', userId: request.identity.userId, accountId: view.id },
      'PowerDNS account updated',
    );
    return view;
  });

  app.delete('/:id', { schema: { params: IdParams, response: { 200: DeleteReply } } }, async (request) => {
    await pdnsAccounts.remove(request.params.id);
    request.log.info(
      { audit: 'powerdns-account-deleted', userId: request.identity.userId, accountId: request.params.id },
      'PowerDNS account deleted',
    );
    return { success: true as const, id: request.params.id };
  });
};
