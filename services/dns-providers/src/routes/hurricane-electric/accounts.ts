// /api/accounts/hurricane-electric[/{id}] (spec 2 §7 "Hurricane Electric"): list, add, edit, delete,
// reveal. Answers carry a preview of the password and the proxy with its password masked, whoever
// asks (issue 25); the full secrets only through reveal (admins with a fresh step-up, by the role
// table). Changes and reveals are audited on the AUDIT stream, never with a secret.
import {
  DeleteReply,
  DomainCountReply,
  HeAccount,
  HeAccountBody,
  HeAccountList,
  HeAccountUpdateBody,
  HeRevealedSecrets,
} from '@dop/contracts/dns-providers';
import { assertInput, proxyProblem, type ServiceRoutes } from '@dop/service-kit';
import { z } from 'zod';
import { auditAccount } from '../../lib/audit';

const IdParams = z.object({ id: z.string().min(1).max(64) });

export const heAccountRoutes: ServiceRoutes = async (app) => {
  const { heAccounts, egress } = app.dns;
  // Only syntax and literal addresses here; a name is checked when the proxy is used.
  const checkProxy = (server: string | null | undefined) => assertInput('proxyServer', server ? proxyProblem(server, egress) : null);

  app.get('/', { schema: { response: { 200: HeAccountList } } }, async () => heAccounts.list());

  app.post('/', { schema: { body: HeAccountBody, response: { 201: HeAccount } } }, async (request, reply) => {
    checkProxy(request.body.proxyServer);
    const view = await heAccounts.create(request.body, request.identity.userId);
    await auditAccount(app, request, 'provider-account.created', 'hurricane-electric', view.id, { name: view.name });
    return reply.code(201).send(view);
  });

  app.put('/:id', { schema: { params: IdParams, body: HeAccountUpdateBody, response: { 200: HeAccount } } }, async (request) => {
    checkProxy(request.body.proxyServer);
    const view = await heAccounts.update(request.params.id, request.body);
    await auditAccount(app, request, 'provider-account.updated', 'hurricane-electric', view.id, { name: view.name });
    return view;
  });

  app.post('/:id/reveal', { schema: { params: IdParams, response: { 200: HeRevealedSecrets } } }, async (request) => {
    const secrets = await heAccounts.reveal(request.params.id);
    await auditAccount(app, request, 'secret.revealed', 'hurricane-electric', secrets.id);
    return secrets;
  });

  // Spec 2 §7 "Billing and registrar accounts": the billing page sorts accounts by this count.
  app.get('/:id/domain-count', { schema: { params: IdParams, response: { 200: DomainCountReply } } }, async (request) => ({
    domainCount: await heAccounts.domainCount(request.params.id),
  }));

  app.delete('/:id', { schema: { params: IdParams, response: { 200: DeleteReply } } }, async (request) => {
    await heAccounts.remove(request.params.id);
    await auditAccount(app, request, 'provider-account.deleted', 'hurricane-electric', request.params.id);
    return { success: true as const, id: request.params.id };
  });
};
