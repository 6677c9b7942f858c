// /api/accounts/powerdns[/{id}] (spec 2 §7 "PowerDNS"): list, add, edit, delete, reveal. Answers carry
// only an apiKey preview, whoever asks (issue 25); the full key only through reveal (admins with a
// fresh step-up, by the role table). Changes and reveals are audited, never with the key.
import {
  DeleteReply,
  PdnsAccount,
  PdnsAccountBody,
  PdnsAccountList,
  PdnsAccountUpdateBody,
  PdnsRevealedSecrets,
} from '@dop/contracts/dns-providers';
import { apiUrlProblem, assertInput, type ServiceRoutes } from '@dop/service-kit';
import { z } from 'zod';
import { auditAccount } from '../../lib/audit';

const IdParams = z.object({ id: z.string().min(1).max(64) });

export const pdnsAccountRoutes: ServiceRoutes = async (app) => {
  const { pdnsAccounts, egress } = app.dns;

  app.get('/', { schema: { response: { 200: PdnsAccountList } } }, async () => pdnsAccounts.list());

  app.post('/', { schema: { body: PdnsAccountBody, response: { 201: PdnsAccount } } }, async (request, reply) => {
    // Only syntax and literal addresses here; names are checked when the API is called.
    assertInput('apiUrl', apiUrlProblem(request.body.apiUrl, egress));
    const view = await pdnsAccounts.create(request.body, request.identity.userId);
    await auditAccount(app, request, 'provider-account.created', 'powerdns', view.id, { name: view.name });
    return reply.code(201).send(view);
  });

  app.put('/:id', { schema: { params: IdParams, body: PdnsAccountUpdateBody, response: { 200: PdnsAccount } } }, async (request) => {
    assertInput('apiUrl', apiUrlProblem(request.body.apiUrl, egress));
    const view = await pdnsAccounts.update(request.params.id, request.body);
    await auditAccount(app, request, 'provider-account.updated', 'powerdns', view.id, { name: view.name });
    return view;
  });

  app.post('/:id/reveal', { schema: { params: IdParams, response: { 200: PdnsRevealedSecrets } } }, async (request) => {
    const secrets = await pdnsAccounts.reveal(request.params.id);
    await auditAccount(app, request, 'secret.revealed', 'powerdns', secrets.id);
    return secrets;
  });

  app.delete('/:id', { schema: { params: IdParams, response: { 200: DeleteReply } } }, async (request) => {
    await pdnsAccounts.remove(request.params.id);
    await auditAccount(app, request, 'provider-account.deleted', 'powerdns', request.params.id);
    return { success: true as const, id: request.params.id };
  });
};
