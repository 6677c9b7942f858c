// Runs a check job (issue 29): the job's domain ids in batches, each domain's checks written to its
// health with the badges, what was announced and the alert events, in one update that matches the
// health it read (a concurrent check of the same domain wins, and nothing is announced twice). The
// job's position moves after each batch; a job taken over after a crash repeats at most one batch.
// A few domains of a batch are checked at once: a stopping instance starts no new one, so it stops
// within a few registrar calls (NameSilo answers one a second) and leaves the batch to the next.
import type { Models } from '../../models';
import type { InventoryJobDoc } from '../../models/inventory-job';
import { pushEvents } from '@dop/service-kit';
import pLimit from 'p-limit';
import { alertsFor, type AlertSettings } from './alerts';
import { badges } from './compare';
import type { CheckedDomain, DomainChecker } from './domain-checker';

const BATCH = 25;
/** Domains of a batch checked at once (their registrar reads queue on the account's gate anyway). */
const AT_ONCE = 8;

export interface CheckRunnerDeps {
  models: Models;
  checker: DomainChecker;
  expiringDays: number;
  /** The team's alert settings, read once per job. */
  alertSettings(): Promise<AlertSettings>;
  nudgeEvents(): void;
  /** Cached list answers show the rows' health: a batch of checks drops them. */
  touched(): Promise<void>;
}

const PROJECTION = { name: 1, registrar: 1, accountId: 1, useCloudflare: 1, cloudflareEmail: 1, aRecords: 1, inventory: 1, health: 1 };

/** When each account's last finished import or sync started: a domain synced before it was not listed. */
class LastSyncs {
  private readonly cache = new Map<string, Promise<Date | null>>();
  constructor(private readonly models: Models) {}

  listed(domain: CheckedDomain): Promise<boolean | null> | null {
    const inv = domain.inventory;
    if (!inv) return null;
    const key = `${inv.registrar}:${inv.accountId}`;
    let at = this.cache.get(key);
    if (!at) {
      at = this.models.inventoryJobs
        .findOne(
          { kind: { $in: ['import', 'sync'] }, status: 'done', registrar: inv.registrar, accountId: inv.accountId },
          { createdAt: 1 },
        )
        .sort({ createdAt: -1 })
        .lean()
        .then((j) => (j ? new Date(j.createdAt) : null));
      this.cache.set(key, at);
    }
    return at.then((d) => (d === null ? null : new Date(inv.lastSyncedAt).getTime() >= d.getTime()));
  }
}

export async function checkDomain(deps: CheckRunnerDeps, domain: CheckedDomain, settings: AlertSettings, syncs?: LastSyncs): Promise<void> {
  const checks = await deps.checker.check(domain, (await syncs?.listed(domain)) ?? null);
  const now = new Date();
  const alerts = alertsFor(domain, checks, settings.days, now.getTime());
  const health = {
    checks: checks.map((c) => ({ ...c, checkedAt: now })),
    badges: badges(domain.inventory, checks, deps.expiringDays, now.getTime()),
    checkedAt: now,
    alerted: alerts.alerted,
  };
  const res = await deps.models.domains.updateOne(
    { _id: domain._id, 'health.checkedAt': domain.health?.checkedAt ?? null },
    { $set: { health }, ...(alerts.events.length ? pushEvents(...alerts.events) : {}) },
  );
  // The events are the alerts: the admins' messages are made from them (alert-sender.ts).
  if (res.matchedCount === 1 && alerts.events.length) deps.nudgeEvents();
}

export async function runCheckJob(
  deps: CheckRunnerDeps,
  job: InventoryJobDoc,
  renew: () => Promise<boolean>,
  stopping: () => boolean = () => false,
): Promise<void> {
  const limit = pLimit(AT_ONCE);
  const settings = await deps.alertSettings();
  const syncs = new LastSyncs(deps.models);
  let position = job.position ?? 0;
  const ids = job.ids ?? [];
  while (position < ids.length) {
    const slice = ids.slice(position, position + BATCH);
    const domains = await deps.models.domains.find({ _id: { $in: slice } }, PROJECTION).lean<CheckedDomain[]>();
    let left = false;
    await Promise.all(
      domains.map((d) =>
        limit(async () => {
          if (stopping()) left = true;
          else await checkDomain(deps, d, settings, syncs);
        }),
      ),
    );
    if (domains.length) await deps.touched();
    if (left) return;
    const next = position + slice.length;
    const done = next >= ids.length;
    const moved = await deps.models.inventoryJobs.updateOne(
      { _id: job._id, position },
      {
        $set: { position: next, ...(done ? { status: 'done', finishedAt: new Date(), leaseUntil: null } : {}) },
        $inc: { seen: domains.length },
      },
    );
    if (moved.matchedCount !== 1) return;
    position = next;
    if (!done && !(await renew())) return;
  }
  if (ids.length === 0) {
    await deps.models.inventoryJobs.updateOne({ _id: job._id }, { $set: { status: 'done', finishedAt: new Date(), leaseUntil: null } });
  }
}
