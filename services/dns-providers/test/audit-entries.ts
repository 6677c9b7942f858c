// The audit entries this service published, read from the AUDIT stream on the real nats-server.
import { AUDIT_STREAM, AUDIT_SUBJECTS, type AuditRecorded } from '@dop/contracts/team';
import { streamMessages } from '@dop/service-testing';
import type { Harness } from './service';

/** The entries about one target (`hurricane-electric:<id>`, `powerdns:<id>`), oldest first. */
export async function entriesFor(h: Harness, target: string): Promise<AuditRecorded[]> {
  const all = await streamMessages<AuditRecorded>(h.t.app.nats, AUDIT_STREAM.name, AUDIT_SUBJECTS.recorded);
  return all.filter((e) => e.target === target);
}
