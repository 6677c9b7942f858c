// The audit log store (issue 25): identity's own entries are written here directly; entries other
// services publish on AUDIT arrive through events/audit-consumer.ts and are stored once per eventId.
import { randomUUID } from 'node:crypto';
import type { AuditAction, AuditEntry, AuditPage, AuditQuery, AuditRecorded } from '@dop/contracts/team';
import type { QueryFilter } from 'mongoose';
import type { Models } from '../models';
import type { AuditRecord } from '../models/audit-entry';

export type AuditDetails = Record<string, string | number | boolean | null>;

export interface OwnEntry {
  action: AuditAction;
  /** Who did it; null when nobody is signed in (a failed sign-in). */
  actor: { id: string; name: string } | null;
  target: string | null;
  sourceIp: string | null;
  details?: AuditDetails;
}

const OBJECT_ID = /^[a-f0-9]{24}$/;

function view(r: AuditRecord & { _id: unknown }): AuditEntry {
  return {
    id: String(r._id),
    at: r.at.toISOString(),
    actorId: r.actorId ?? null,
    actorName: r.actorName ?? null,
    service: r.service,
    action: r.action,
    target: r.target ?? null,
    sourceIp: r.sourceIp ?? null,
    details: r.details ?? {},
  };
}

export class AuditLog {
  constructor(
    private readonly models: Models,
    private readonly now: () => number = Date.now,
  ) {}

  async record(entry: OwnEntry): Promise<void> {
    await this.models.auditEntries.create({
      eventId: randomUUID(),
      at: new Date(this.now()),
      actorId: entry.actor?.id ?? null,
      actorName: entry.actor?.name ?? null,
      actorKey: entry.actor?.name.toLowerCase() ?? null,
      service: 'identity',
      action: entry.action,
      target: entry.target,
      sourceIp: entry.sourceIp,
      details: entry.details ?? {},
    });
  }

  /** An entry another service published; a redelivery of the same eventId changes nothing. */
  async store(event: AuditRecorded): Promise<void> {
    const name = event.actor.userName ?? null;
    await this.models.auditEntries.updateOne(
      { eventId: event.eventId },
      {
        $setOnInsert: {
          eventId: event.eventId,
          at: new Date(event.occurredAt),
          actorId: event.actor.userId,
          actorName: name,
          actorKey: name?.toLowerCase() ?? null,
          service: event.service,
          action: event.action,
          target: event.target,
          sourceIp: event.sourceIp,
          details: event.details,
        },
      },
      { upsert: true },
    );
  }

  /** Newest first; `actor` is a member id or a username (any case). */
  async query(q: AuditQuery): Promise<AuditPage> {
    const filter: QueryFilter<AuditRecord> = {};
    if (q.actor) filter.$or = OBJECT_ID.test(q.actor) ? [{ actorId: q.actor }] : [{ actorKey: q.actor.toLowerCase() }];
    if (q.action) filter.action = q.action;
    if (q.from || q.to) {
      filter.at = {
        ...(q.from ? { $gte: new Date(q.from) } : {}),
        ...(q.to ? { $lte: new Date(q.to) } : {}),
      };
    }
    const [total, rows] = await Promise.all([
      this.models.auditEntries.countDocuments(filter),
      this.models.auditEntries
        .find(filter)
        .sort({ at: -1, _id: -1 })
        .skip((q.page - 1) * q.limit)
        .limit(q.limit)
        .lean(),
    ]);
    return { entries: rows.map((r) => view(r as AuditRecord & { _id: unknown })), total, page: q.page, limit: q.limit };
  }
}
