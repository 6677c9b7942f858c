// POST /api/accounts/{registrar}/{id}/reveal (issue 25): the one way a full secret leaves this
// service. The role table lets only admins with a fresh step-up here (service-kit's identity hook);
// the reveal is audited before the answer is sent, so no unrecorded reveal can happen.
import { RevealedAccountSecrets } from '@dop/contracts/registrars';
import type { ServiceRoutes } from '@dop/service-kit';
import { z } from 'zod';
import { auditAccount } from '../../lib/audit';
import { registrarOf } from './validate';

const IdParams = z.object({ registrar: z.string().max(64), id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const revealRoutes: ServiceRoutes = async (app) => {
  const { store } = app.registrars;

  app.post('/:registrar/:id/reveal', { schema: { params: IdParams, response: { 200: RevealedAccountSecrets } } }, async (request) => {
    const registrar = registrarOf(request.params.registrar);
    const secrets = await store.reveal(registrar, request.params.id);
    await auditAccount(app, request, 'secret.revealed', registrar, secrets.id);
    return secrets;
  });
};
