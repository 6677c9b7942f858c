// Stores one registrar page on the domain documents (issue 29). An import creates the domains the
// panel does not hold (by the importer, with the chosen team tag, and the created event staged in the
// same insert) and updates the rest; a sync only updates. Every write is an upsert or update keyed on
// the unique name, so a page done twice (a worker killed before it recorded the page) doubles nothing.
import type { InventoryDomain } from '@dop/contracts/registrars';
import { Types, type AnyBulkWriteOperation } from 'mongoose';
import type { Models } from '../../models';
import type { Domain, DomainInventory } from '../../models/domain';
import { domainCreated, type EventActor } from '../domain-events';

export interface PageCounts {
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  /** Documents created or changed, for the search index. */
  touched: Array<{ _id: unknown; name: string; registrar: string | null; createdById: string | null; useCloudflare: boolean }>;
}

export interface PageTarget {
  kind: 'import' | 'sync';
  registrar: string;
  accountId: number;
  teamTag: string | null;
  actor: EventActor;
}

const sameList = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Whether the registrar's values differ from what the domain stores (lastSyncedAt aside). */
function differs(before: DomainInventory | null | undefined, next: Omit<DomainInventory, 'lastSyncedAt'>): boolean {
  if (!before) return true;
  const at = (d: Date | string | null) => (d ? new Date(d).getTime() : null);
  return (
    before.registrar !== next.registrar ||
    before.accountId !== next.accountId ||
    at(before.expiresAt) !== at(next.expiresAt) ||
    before.autoRenew !== next.autoRenew ||
    before.locked !== next.locked ||
    !sameList(before.nameservers ?? [], next.nameservers)
  );
}

export async function applyPage(models: Models, target: PageTarget, domains: InventoryDomain[], now = new Date()): Promise<PageCounts> {
  const counts: PageCounts = { created: 0, updated: 0, unchanged: 0, skipped: 0, touched: [] };
  const names = [...new Set(domains.map((d) => d.name.toLowerCase()))];
  const existing = new Map((await models.domains.find({ name: { $in: names } }, { name: 1, inventory: 1 }).lean()).map((d) => [d.name, d]));
  const ops: Array<AnyBulkWriteOperation<Domain>> = [];
  for (const d of domains) {
    const name = d.name.toLowerCase();
    const values = {
      registrar: target.registrar,
      accountId: target.accountId,
      expiresAt: d.expiresAt ? new Date(d.expiresAt) : null,
      autoRenew: d.autoRenew,
      locked: d.locked,
      nameservers: d.nameservers,
    };
    const inventory: DomainInventory = { ...values, lastSyncedAt: now };
    const before = existing.get(name);
    if (before) {
      if (differs(before.inventory, values)) counts.updated += 1;
      else counts.unchanged += 1;
      ops.push({ updateOne: { filter: { name }, update: { $set: { inventory } } } });
      continue;
    }
    if (target.kind === 'sync') {
      counts.skipped += 1;
      continue;
    }
    const doc = {
      _id: new Types.ObjectId(),
      name,
      registrar: target.registrar,
      accountId: target.accountId,
      useCloudflare: false,
      createdBy: target.actor.userName ?? target.actor.userId,
      createdById: target.actor.userId,
      teamTag: target.teamTag,
      createdAt: now,
    };
    // Upsert, not insert: if another writer added the name meanwhile, the $setOnInsert part (and its
    // created event) does not apply and the domain is only updated.
    ops.push({
      updateOne: {
        filter: { name },
        update: { $set: { inventory }, $setOnInsert: { ...doc, aRecords: [], _events: [domainCreated(doc, target.actor)] } },
        upsert: true,
      },
    });
    counts.touched.push({ _id: doc._id, name, registrar: doc.registrar, createdById: doc.createdById, useCloudflare: false });
  }
  if (ops.length) {
    const res = await models.domains.bulkWrite(ops, { ordered: false });
    counts.created = res.upsertedCount;
    // Names another writer added in between were counted as created above: they were updates.
    counts.updated += counts.touched.length - res.upsertedCount;
  }
  return counts;
}
