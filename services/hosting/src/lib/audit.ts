// Audit entries of this service (issue 25): who created, changed, deleted or revealed which DiorHost
// account. Targets name the account, never the password; identity stores them from the AUDIT stream.
// Awaited before answering: an unaudited reveal is never answered.
import type { AuditAction } from '@dop/contracts/team';
import { recordAudit } from '@dop/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const accountTarget = (id: string) => `diorhost:${id}`;

export async function auditAccount(
  app: FastifyInstance,
  request: FastifyRequest,
  action: AuditAction,
  id: string,
  details: Record<string, string | number | boolean | null> = {},
): Promise<void> {
  await recordAudit(app.js, request, { service: 'hosting', action, target: accountTarget(id), details });
}
