// The first step of a purchase job: prices and availability at the chosen account, then the plan
// (purchase-plan.ts). A refused job buys nothing; otherwise each domain gets its due time, stored in
// Mongo so the schedule survives a restart. Price checks are idempotent, so a lapsed claim simply reruns.
import { dueTimes } from './delay';
import { closeJobIfFinished } from './job-close';
import { keepAlive, leaseEnd } from './lease';
import { planPurchase, type PurchasePlan } from './purchase-plan';
import type { BillingOpsLog } from '../events/ops-log';
import type { Models } from '../models';
import type { JobDoc } from '../models/job';
import type { RegistrarsRpc } from './registrars-rpc';

/** How soon a check that could not reach the registrars is tried again. */
const RETRY_MS = 5_000;

export interface CheckerOptions {
  leaseMs: number;
  delayUnitMs: number;
}

export class JobChecker {
  constructor(
    private readonly models: Models,
    private readonly rpc: RegistrarsRpc,
    private readonly ops: BillingOpsLog,
    private readonly opts: CheckerOptions,
  ) {}

  /** A job waiting for its check whose previous holder (if any) is gone. */
  async claim(): Promise<JobDoc | null> {
    const now = new Date();
    return this.models.jobs
      .findOneAndUpdate(
        { status: 'checking', $or: [{ leaseUntil: null }, { leaseUntil: { $lt: now } }] },
        { $set: { leaseUntil: leaseEnd(this.opts.leaseMs) } },
        { sort: { createdAt: 1 }, returnDocument: 'after' },
      )
      .lean<JobDoc>();
  }

  async run(job: JobDoc): Promise<void> {
    const stop = keepAlive(
      () => this.models.jobs.updateOne({ _id: job._id }, { $set: { leaseUntil: leaseEnd(this.opts.leaseMs) } }),
      this.opts.leaseMs,
    );
    try {
      await this.check(job);
    } catch (err) {
      // Registrars unreachable or slow: the job stays checking and is taken up again on a later tick.
      await this.models.jobs.updateOne({ _id: job._id, status: 'checking' }, { $set: { leaseUntil: leaseEnd(RETRY_MS) } });
      throw err;
    } finally {
      stop();
    }
  }

  private async check(job: JobDoc): Promise<void> {
    const actor = { userId: job.userId, userName: job.userName ?? undefined };
    const label = `${job.registrar} #${job.accountId}`;
    const items = await this.models.items.find({ jobId: job._id, state: 'checking' }, { domain: 1 }).lean();
    if (items.length) {
      const domains = items.map((i) => i.domain);
      const reply = await this.rpc.checkPrices({
        domains,
        targets: [{ registrar: job.registrar, accountId: job.accountId }],
        actor,
        operationType: 'billing',
        jobId: job._id,
      });
      if (!reply.ok) return this.refuse(job, `Price check at ${label} failed: ${reply.error.message}; nothing was bought`);
      const plan = planPurchase(domains, reply.quotes, { maxPrice: job.maxPrice, balance: job.balance, currency: job.currency, label });
      if (plan.refusal) return this.refuse(job, plan.refusal);
      await this.schedule(job, plan);
    }
    // Running while domains wait; closed here when none is to be bought (or all were bought already).
    await this.models.jobs.updateOne({ _id: job._id, status: 'checking' }, { $set: { status: 'running', leaseUntil: null } });
    await closeJobIfFinished(this.models, this.ops, job._id, { userId: job.userId, userName: job.userName ?? undefined });
  }

  private async schedule(job: JobDoc, plan: PurchasePlan): Promise<void> {
    const actor = { userId: job.userId, userName: job.userName ?? undefined };
    const now = new Date();
    const buying = plan.domains.filter((d) => d.buy);
    const due = dueTimes(job, buying.length, this.opts.delayUnitMs, now);
    for (const [i, d] of buying.entries()) {
      await this.models.items.updateOne(
        { jobId: job._id, domain: d.domain, state: 'checking' },
        { $set: { state: 'scheduled', status: d.status, price: d.price, message: d.message, dueAt: due[i], updatedAt: now } },
      );
    }
    for (const d of plan.domains.filter((p) => !p.buy)) {
      await this.models.items.updateOne(
        { jobId: job._id, domain: d.domain, state: 'checking' },
        { $set: { state: 'skipped', status: d.status, success: false, price: d.price, message: d.message, updatedAt: now } },
      );
      await this.ops.line(actor, job._id, d.domain, 'warning', d.message);
    }
    const when = job.quickPurchase ? 'quick purchase' : `each after ${job.minDelay}–${job.maxDelay} min`;
    await this.ops.line(
      actor,
      job._id,
      null,
      'info',
      `Purchase at ${job.registrar} #${job.accountId}: ${buying.length} domain(s) to buy for $${plan.total.toFixed(2)} (${when}), ${plan.domains.length - buying.length} not bought`,
    );
  }

  private async refuse(job: JobDoc, message: string): Promise<void> {
    const now = new Date();
    await this.models.items.updateMany(
      { jobId: job._id, state: 'checking' },
      { $set: { state: 'refused', status: 'Failed', success: false, message, updatedAt: now } },
    );
    await this.models.jobs.updateOne(
      { _id: job._id, status: 'checking' },
      { $set: { status: 'refused', message, leaseUntil: null, finishedAt: now } },
    );
    await this.ops.line(
      { userId: job.userId, userName: job.userName ?? undefined },
      job._id,
      null,
      'error',
      `Purchase refused: ${message}`,
    );
  }
}
