// /api/accounts/hurricane-electric[/{id}] (spec 2 §7 "Hurricane Electric"): list, add, edit, delete.
// Answers carry only previews of the password and proxy password; changes are audited.
import { DeleteReply, DomainCountReply, HeAccount, HeAccountBody, HeAccountList } from '@dop/contracts/dns-providers';
import type { ServiceRoutes } from '@dop/service-kit';
import { z } from 'zod';

const IdParams = z.object({ id: z.string().min(1).max(64) });

export const heAccountRoutes: ServiceRoutes = async (app) => {
  const { heAccounts } = app.dns;

  app.get('/', { schema: { response: { 200: HeAccountList } } }, async () => heAccounts.list());

  app.post('/', { schema: { body: HeAccountBody, response: { 201: HeAccount } } }, async (request, reply) => {
    const view = await heAccounts.create(request.body, request.identity.userId);
    request.log.info({ audit: 'he-account-created', userId: request.identity.userId, accountId: view.id }, 'HE account created');
    return reply.code(201).send(view);
  });

  app.put('/:id', { schema: { params: IdParams, body: HeAccountBody, response: { 200: HeAccount } } }, async (request) => {
    const view = await heAccounts.update(request.params.id, request.body);
    request.log.info({ audit: 'he-account-updated', userId: request.identity.userId, accountId: view.id }, 'HE account updated');
    return view;
  });

  // Spec 2 §7 "Billing and registrar accounts": the billing page sorts accounts by this count.
  app.get('/:id/domain-count', { schema: { params: IdParams, response: { 200: DomainCountReply } } }, async (request) => ({
    domainCount: await heAccounts.domainCount(request.params.id),
  }));

  app.delete('/:id', { schema: { params: IdParams, response: { 200: DeleteReply } } }, async (request) => {
    await heAccounts.remove(request.params.id);
    request.log.info({ audit: 'he-account-deleted', userId: request.identity.userId, accountId: request.params.id }, 'HE account deleted');
    return { success: true as const, id: request.params.id };
  });
};
