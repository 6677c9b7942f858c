// The page loop of an import or sync job (issue 29): read the registrar page at the job's cursor,
// store it on the domains (apply-page.ts, idempotent), then move the job's cursor and counts in one
// update that matches the cursor and page count read, so a page is counted once even when an instance
// killed in between leaves it to be done again by the next holder.
import type { Models } from '../../models';
import type { InventoryJobDoc } from '../../models/inventory-job';
import type { OpsEvents } from '../ops-events';
import type { DomainSearchIndex } from '../search-index';
import { applyPage } from './apply-page';
import type { RegistrarInventory } from './registrar-inventory';

export interface PageDeps {
  models: Models;
  registrars: RegistrarInventory;
  ops: OpsEvents;
  search: DomainSearchIndex;
  nudgeEvents: () => void;
}

/** The instance holding the job: its lease id and length, whether it is stopping, what follows a finished job. */
export interface Holder {
  owner: string;
  leaseMs: number;
  stopped: () => boolean;
  onSynced?: (job: InventoryJobDoc) => Promise<void>;
}

export async function runPages(deps: PageDeps, start: InventoryJobDoc, holder: Holder): Promise<void> {
  let job = start;
  const target = {
    kind: job.kind as 'import' | 'sync',
    registrar: job.registrar!,
    accountId: job.accountId!,
    teamTag: job.teamTag,
    actor: job.actor,
  };
  for (;;) {
    if (holder.stopped()) return;
    const page = await deps.registrars.page(target.registrar, target.accountId, job.cursor);
    const counts = await applyPage(deps.models, target, page.domains);
    if (counts.created) deps.nudgeEvents();
    if (counts.touched.length) await deps.search.changed(counts.touched);
    const done = page.cursor === null;
    const now = new Date();
    const next = await deps.models.inventoryJobs
      .findOneAndUpdate(
        { _id: job._id, leaseOwner: holder.owner, cursor: job.cursor, pages: job.pages },
        {
          $set: {
            cursor: page.cursor,
            attempts: 0,
            error: null,
            leaseUntil: done ? null : new Date(now.getTime() + holder.leaseMs),
            ...(done ? { status: 'done', finishedAt: now } : {}),
          },
          $inc: {
            pages: 1,
            seen: page.domains.length,
            created: counts.created,
            updated: counts.updated,
            unchanged: counts.unchanged,
            skipped: counts.skipped,
          },
        },
        { returnDocument: 'after' },
      )
      .lean<InventoryJobDoc>();
    // Another instance took the job over (this one stalled past its lease): it goes on from there.
    if (!next) return;
    job = next;
    if (done) {
      const text = `Inventory ${job.kind} of ${job.registrar} #${job.accountId}: ${job.seen} domain(s), ${job.created} created, ${job.updated} updated, ${job.unchanged} unchanged${job.skipped ? `, ${job.skipped} not in the panel` : ''}`;
      await deps.ops.line(job.actor, null, 'success', text, job._id, `${job._id}:finished`);
      await holder.onSynced?.(job);
      return;
    }
  }
}
