// Writes the rows of an imported CSV into the domain list (issue 30): a name not in the panel is added
// (its domains.domain.created in the insert), a name in it gets the registrar, account and tag the row
// gives (domains.domain.updated in the same write; an empty cell keeps what is there), never a second
// row. Answers what changed and the rows' domains as stored, for the plan of their A records.
import { pushEvents } from '@dop/service-kit';
import { Types } from 'mongoose';
import type { Models } from '../../models';
import type { Domain, DomainDoc } from '../../models/domain';
import { domainCreated, domainUpdated, type EventActor } from '../domain-events';
import type { CsvDomainRow } from './csv-import';

export interface UpsertResult {
  added: number;
  updated: number;
  unchanged: number;
  domains: DomainDoc[];
}

export async function upsertCsvRows(models: Models, rows: CsvDomainRow[], actor: EventActor): Promise<UpsertResult> {
  const existing = new Map(
    (await models.domains.find({ name: { $in: rows.map((r) => r.name) } }).lean<DomainDoc[]>()).map((d) => [d.name, d]),
  );
  const now = new Date();
  const writes: unknown[] = [];
  let [added, updated, unchanged] = [0, 0, 0];
  for (const row of rows) {
    const before = existing.get(row.name);
    if (!before) {
      const doc = {
        _id: new Types.ObjectId(),
        name: row.name,
        registrar: row.registrar,
        accountId: row.accountId,
        useCloudflare: false,
        cloudflareIp: null,
        cloudflareEmail: null,
        createdBy: actor.userName ?? actor.userId,
        createdById: actor.userId,
        teamTag: row.teamTag,
        createdAt: now,
      };
      writes.push({ insertOne: { document: { ...doc, _events: [domainCreated(doc, actor)] } } });
      added += 1;
      continue;
    }
    const set: Partial<Domain> = {
      ...(row.registrar ? { registrar: row.registrar, accountId: row.accountId } : {}),
      ...(row.teamTag ? { teamTag: row.teamTag } : {}),
    };
    const event = domainUpdated(before, set, actor);
    if (!event) unchanged += 1;
    else {
      writes.push({ updateOne: { filter: { _id: before._id }, update: { $set: set, ...pushEvents(event) } } });
      updated += 1;
    }
  }
  if (writes.length) await models.domains.bulkWrite(writes as never, { ordered: true });
  const domains = await models.domains.find({ name: { $in: rows.map((r) => r.name) } }).lean<DomainDoc[]>();
  return { added, updated, unchanged, domains };
}
