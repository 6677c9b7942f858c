// Bulk delete and bulk team tags (issue 31) as jobs like bulk add: a job with one item per domain, a
// log line per domain and the closing counts (finishJobIfDone), so the progress view and the operation
// logs tell what happened to each. No provider is called, so the work runs in this process rather than
// through JetStream; a restart mid-job is repaired at start (resumeBulkActions) from the stored items.
import { randomUUID } from 'node:crypto';
import type { BulkJobKind } from '@dop/contracts/domains';
import { badRequest, deleteWithEvent, finishJobIfDone, notFound, pushEvents } from '@dop/service-kit';
import { isValidObjectId, Types, type mongo } from 'mongoose';
import type { Models } from '../models';
import type { DomainDoc } from '../models/domain';
import { domainDeleted, domainUpdated } from './domain-events';
import type { OpActor, OpsEvents } from './ops-events';
import type { DomainSearchIndex } from './search-index';

export interface BulkActionContext {
  models: Models;
  ops: OpsEvents;
  search: DomainSearchIndex;
  db: mongo.Db;
  /** Tells the event relay that a write staged events. */
  nudge: () => void;
}

export type BulkAction = { kind: 'delete' } | { kind: 'tags'; teamTag: string | null };

const WHAT: Record<Exclude<BulkJobKind, 'add'>, string> = { delete: 'Bulk delete', tags: 'Bulk tag update' };

/** The domains behind `ids`: a malformed id is a 400 naming it, none found a 404; unknown ids come back as missing. */
export async function selectedDomains(models: Models, ids: string[], field: string): Promise<{ found: DomainDoc[]; missing: string[] }> {
  const bad = ids.find((id) => !isValidObjectId(id) || !/^[0-9a-f]{24}$/i.test(id));
  if (bad) throw badRequest(`'${bad.slice(0, 64)}' is not a domain id`, [{ in: 'body', path: field, message: 'not a domain id' }]);
  const unique = [...new Set(ids)];
  const found = await models.domains
    .find({ _id: { $in: unique.map((id) => new Types.ObjectId(id)) } }, { aRecords: 0 })
    .lean<DomainDoc[]>();
  const seen = new Set(found.map((d) => String(d._id)));
  const missing = unique.filter((id) => !seen.has(id));
  if (found.length === 0) throw notFound(`None of the ${unique.length} selected domain(s) exists`);
  return { found, missing };
}

/** Stores the job and its items (all pending); the caller runs it with runBulkAction. */
export async function createBulkJob(
  ctx: BulkActionContext,
  actor: OpActor,
  action: BulkAction,
  domains: DomainDoc[],
): Promise<{ jobId: string; items: Array<{ _id: string; domain: DomainDoc }> }> {
  const jobId = randomUUID();
  const items = domains.map((domain) => ({ _id: randomUUID(), domain }));
  // published: true — these items have no JetStream messages, so the start-up republisher must skip them.
  await ctx.models.jobs.create({
    _id: jobId,
    userId: actor.userId,
    userName: actor.userName ?? null,
    total: items.length,
    work: action,
    published: true,
  });
  await ctx.models.items.insertMany(items.map((i) => ({ _id: i._id, jobId, domain: i.domain.name })));
  await ctx.ops.line(actor, null, 'info', `${WHAT[action.kind]} of ${items.length} domain(s) queued`, jobId);
  return { jobId, items };
}

/** One domain's part and its log line; a domain already gone or already tagged is done, not changed. */
async function applyOne(
  ctx: BulkActionContext,
  actor: OpActor,
  action: BulkAction,
  d: DomainDoc,
): Promise<{ line: string; changed: boolean }> {
  if (action.kind === 'delete') {
    const changed = await deleteWithEvent(ctx.db, 'domains', d._id, domainDeleted(d, actor));
    return { line: `Domain ${d.name} ${changed ? 'deleted' : 'was already deleted'}`, changed };
  }
  const event = domainUpdated(d, { teamTag: action.teamTag }, actor);
  // The old tag in the filter keeps the event's old value true if someone else retags meanwhile.
  const res = event
    ? await ctx.models.domains.updateOne({ _id: d._id, teamTag: d.teamTag }, { $set: { teamTag: action.teamTag }, ...pushEvents(event) })
    : { modifiedCount: 0 };
  const changed = res.modifiedCount > 0;
  return { line: `Domain ${d.name}: team tag ${action.teamTag ?? 'removed'}${changed ? '' : ' (unchanged)'}`, changed };
}

/** Runs every item, one log line each, then the search index learns of the change and the job closes. */
export async function runBulkAction(
  ctx: BulkActionContext,
  actor: OpActor,
  jobId: string,
  action: BulkAction,
  items: Array<{ _id: string; domain: DomainDoc }>,
): Promise<{ changed: number; failed: number }> {
  let failed = 0;
  let changed = 0;
  for (const item of items) {
    let ok = true;
    let line: string;
    try {
      const one = await applyOne(ctx, actor, action, item.domain);
      line = one.line;
      if (one.changed) changed += 1;
    } catch (err) {
      ok = false;
      failed += 1;
      line = `Domain ${item.domain.name}: ${WHAT[action.kind].toLowerCase()} failed: ${(err as Error).message}`;
    }
    await ctx.models.items.updateOne({ _id: item._id }, { $set: { status: ok ? 'done' : 'failed', updatedAt: new Date() } });
    await ctx.ops.line(actor, item.domain.name, ok ? 'success' : 'error', line, jobId, `${item._id}:processed`);
  }
  ctx.nudge();
  if (action.kind === 'delete')
    await ctx.search.changed(
      [],
      items.map((i) => String(i.domain._id)),
    );
  else await ctx.search.touched();
  await finishJobIfDone(ctx.models, ctx.ops, { jobId, actor }, WHAT[action.kind]);
  return { changed, failed };
}

/**
 * At start: delete and tag jobs a stopped process left open run their pending items again (a domain
 * already deleted or tagged counts as done), so every such job ends with its closing line.
 */
export async function resumeBulkActions(ctx: BulkActionContext): Promise<number> {
  const open = await ctx.models.jobs.find({ finishedAt: null, 'work.kind': { $in: ['delete', 'tags'] } }).lean();
  for (const job of open) {
    const action = job.work as BulkAction;
    const actor = { userId: job.userId ?? 'system', userName: job.userName ?? undefined };
    const pending = await ctx.models.items.find({ jobId: job._id, status: { $in: ['pending', 'running'] } }).lean();
    const docs = await ctx.models.domains.find({ name: { $in: pending.map((i) => i.domain) } }, { aRecords: 0 }).lean<DomainDoc[]>();
    const byName = new Map(docs.map((d) => [d.name, d]));
    // A domain gone meanwhile: its delete is done, its retag has nothing left to do.
    const gone = pending.filter((i) => !byName.has(i.domain)).map((i) => i._id);
    if (gone.length) await ctx.models.items.updateMany({ _id: { $in: gone } }, { $set: { status: 'done', updatedAt: new Date() } });
    const items = pending.filter((i) => byName.has(i.domain)).map((i) => ({ _id: i._id, domain: byName.get(i.domain)! }));
    await runBulkAction(ctx, actor, job._id, action, items);
  }
  return open.length;
}
