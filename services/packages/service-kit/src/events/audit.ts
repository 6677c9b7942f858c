// Audit entries from any service (reveals, provider-account changes) to the audit log identity keeps:
// published on the AUDIT stream, so an entry written while identity is down is stored when it is back.
import { AUDIT_STREAM, AUDIT_SUBJECTS, AuditRecorded, type AuditAction } from '@dop/contracts/team';
import type { FastifyRequest } from 'fastify';
import type { JetStreamClient, JetStreamManager } from 'nats';
import { ensureStream } from './ensure-stream';
import { publishEvent } from './publish';

export async function ensureAuditStream(jsm: JetStreamManager): Promise<void> {
  await ensureStream(jsm, { name: AUDIT_STREAM.name, subjects: [...AUDIT_STREAM.subjects] });
}

export interface AuditInput {
  /** The recording service's name. */
  service: string;
  action: AuditAction;
  target: string | null;
  details?: Record<string, string | number | boolean | null>;
}

/** The caller's address as the gateway forwarded it (the first X-Forwarded-For entry it appended). */
export function sourceIpOf(request: FastifyRequest): string | null {
  const xff = request.headers['x-forwarded-for'];
  const chain = (Array.isArray(xff) ? xff.join(',') : (xff ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return chain.at(-1) ?? request.ip ?? null;
}

/** Records what the signed caller of `request` did; the entry never carries a secret. */
export async function recordAudit(js: JetStreamClient, request: FastifyRequest, entry: AuditInput): Promise<void> {
  await publishEvent(js, AUDIT_SUBJECTS.recorded, AuditRecorded, {
    service: entry.service,
    action: entry.action,
    target: entry.target,
    details: entry.details ?? {},
    sourceIp: sourceIpOf(request),
    actor: request.identity ? { userId: request.identity.userId, userName: request.identity.userName } : { userId: null },
  });
}
