// Stores the audit entries other services publish (reveals, provider-account changes) from the AUDIT
// stream: a durable consumer, so entries recorded while identity was down are stored when it is back;
// AuditLog.store dedupes by eventId, so a redelivery after a lost ack is not a second entry.
import { AUDIT_STREAM, AUDIT_SUBJECTS, AuditRecorded } from '@dop/contracts/team';
import { consume, ensureAuditStream, type Consumption } from '@dop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { JetStreamClient, JetStreamManager } from 'nats';
import type { AuditLog } from '../lib/audit-log';

export const AUDIT_DURABLE = 'identity-audit';

export async function startAuditConsumer(
  js: JetStreamClient,
  jsm: JetStreamManager,
  audit: AuditLog,
  log: FastifyBaseLogger,
): Promise<Consumption> {
  await ensureAuditStream(jsm);
  return consume(js, {
    stream: AUDIT_STREAM.name,
    durable: AUDIT_DURABLE,
    subject: AUDIT_SUBJECTS.recorded,
    schema: AuditRecorded,
    handler: (event) => audit.store(event),
    log,
  });
}
