// Audit entries of this service (issue 25): who created, changed, deleted or revealed which account.
// Targets name the account, never a secret; identity stores the entries from the AUDIT stream.
import type { AuditAction } from '@dop/contracts/team';
import type { Registrar } from '@dop/contracts/registrars';
import { recordAudit } from '@dop/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const accountTarget = (registrar: Registrar, id: number) => `registrar:${registrar}:${id}`;

/**
 * Awaited before the answer goes out: a reveal that cannot be audited is not answered, and a change
 * whose entry could not be published answers an error rather than passing unrecorded.
 */
export async function auditAccount(
  app: FastifyInstance,
  request: FastifyRequest,
  action: AuditAction,
  registrar: Registrar,
  id: number,
  details: Record<string, string | number | boolean | null> = {},
): Promise<void> {
  await recordAudit(app.js, request, {
    service: 'registrars',
    action,
    target: accountTarget(registrar, id),
    details: { registrar, ...details },
  });
}
