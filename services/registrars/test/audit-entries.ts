// The audit entries this service published, read from the AUDIT stream on the real nats-server.
import { AUDIT_STREAM, AUDIT_SUBJECTS, type AuditRecorded } from '@dop/contracts/team';
import { streamMessages } from '@dop/service-testing';
import type { Harness } from './service';

export function auditEntries(h: Harness): Promise<AuditRecorded[]> {
  return streamMessages<AuditRecorded>(h.t.app.nats, AUDIT_STREAM.name, AUDIT_SUBJECTS.recorded);
}

/** The entries about one target, oldest first. */
export async function entriesFor(h: Harness, target: string): Promise<AuditRecorded[]> {
  return (await auditEntries(h)).filter((e) => e.target === target);
}
