// Audit entries of this service (issue 25): who created, changed, deleted or revealed which HE or
// PowerDNS account. Targets name the account, never a secret; identity stores them from the AUDIT
// stream. Awaited before answering: an unaudited reveal is never answered.
import type { AuditAction } from '@dop/contracts/team';
import { recordAudit } from '@dop/service-kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export type AccountKind = 'hurricane-electric' | 'powerdns';

export async function auditAccount(
  app: FastifyInstance,
  request: FastifyRequest,
  action: AuditAction,
  kind: AccountKind,
  id: string,
  details: Record<string, string | number | boolean | null> = {},
): Promise<void> {
  await recordAudit(app.js, request, { service: 'dns-providers', action, target: `${kind}:${id}`, details });
}
