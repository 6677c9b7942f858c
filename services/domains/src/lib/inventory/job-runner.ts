// Runs inventory jobs from their MongoDB documents (issue 29). Every instance polls for a running job
// whose lease has lapsed and claims it with one conditional update; the holder renews the lease with
// each page it records. A page is first stored on the domains (idempotent upserts), then the job
// moves its cursor and counts in one update that matches the cursor it read, so an instance killed
// in between leaves the job at that page for the next holder, and no page is counted twice.
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { repeatEvery, type RepeatingTask } from '@dop/service-kit';
import type { Models } from '../../models';
import type { InventoryJobDoc } from '../../models/inventory-job';
import type { OpsEvents } from '../ops-events';
import type { DomainSearchIndex } from '../search-index';
import { NoResponderError, RpcTimeoutError } from '../rpc-client';
import { runPages } from './page-loop';
import { InventoryRpcError, type RegistrarInventory } from './registrar-inventory';

/** Failures worth another try later: the registrars service away or slow, the registrar unreachable. */
const transient = (err: unknown) =>
  err instanceof NoResponderError ||
  err instanceof RpcTimeoutError ||
  (err instanceof InventoryRpcError && (err.code === 'registrar_unreachable' || err.code === 'internal'));
/** Tries of a job whose failures are transient, with 2, 4, 8, 16 s between them. */
const MAX_ATTEMPTS = 5;

export interface RunnerOptions {
  leaseMs: number;
  pollMs: number;
  /** Runs a check job (lib/inventory/checks); import and sync jobs are run here. */
  runCheck?: (job: InventoryJobDoc, renew: () => Promise<boolean>, stopping: () => boolean) => Promise<void>;
  /** Called when an import or sync finishes: the check job that follows each sync. */
  onSynced?: (job: InventoryJobDoc) => Promise<void>;
}

export class InventoryJobRunner {
  private readonly owner = randomBytes(8).toString('hex');
  private task: RepeatingTask | null = null;
  private stopped = false;

  constructor(
    private readonly models: Models,
    private readonly registrars: RegistrarInventory,
    private readonly ops: OpsEvents,
    private readonly search: DomainSearchIndex,
    private readonly nudgeEvents: () => void,
    private readonly log: FastifyBaseLogger,
    private readonly opts: RunnerOptions,
  ) {}

  start(): void {
    this.task = repeatEvery(this.opts.pollMs, () => this.drain(), {
      firstDelayMs: 0,
      onError: (err) => this.log.error({ err }, 'inventory job runner'),
    });
  }

  /** Wakes the runner now (a job was just created here); one created during a pass is taken right after it. */
  poke(): void {
    this.task?.poke();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.task?.stop();
  }

  private async claim(): Promise<InventoryJobDoc | null> {
    const now = new Date();
    return this.models.inventoryJobs
      .findOneAndUpdate(
        { status: 'running', $or: [{ leaseUntil: null }, { leaseUntil: { $lt: now } }] },
        { $set: { leaseOwner: this.owner, leaseUntil: new Date(now.getTime() + this.opts.leaseMs) } },
        { sort: { createdAt: 1 }, returnDocument: 'after' },
      )
      .lean<InventoryJobDoc>();
  }

  private async drain(): Promise<void> {
    for (let job = await this.claim(); job && !this.stopped; job = await this.claim()) await this.run(job);
  }

  /** Moves the lease on; false when another instance holds the job now. */
  private renew = async (jobId: string): Promise<boolean> => {
    const res = await this.models.inventoryJobs.updateOne(
      { _id: jobId, leaseOwner: this.owner, status: 'running' },
      { $set: { leaseUntil: new Date(Date.now() + this.opts.leaseMs) } },
    );
    return res.modifiedCount === 1 || res.matchedCount === 1;
  };

  private async run(job: InventoryJobDoc): Promise<void> {
    try {
      if (job.kind === 'check') {
        // A stopping instance ends the check after its batch; the job goes on elsewhere once the lease lapses.
        if (this.opts.runCheck)
          await this.opts.runCheck(
            job,
            async () => !this.stopped && (await this.renew(job._id)),
            () => this.stopped,
          );
        return;
      }
      await runPages(
        { models: this.models, registrars: this.registrars, ops: this.ops, search: this.search, nudgeEvents: this.nudgeEvents },
        job,
        { owner: this.owner, leaseMs: this.opts.leaseMs, stopped: () => this.stopped, onSynced: this.opts.onSynced },
      );
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const attempts = (job.attempts ?? 0) + 1;
      if (transient(err) && attempts < MAX_ATTEMPTS) {
        // Let the lease lapse after a pause: this or another instance takes the job up from its page.
        await this.models.inventoryJobs.updateOne(
          { _id: job._id, leaseOwner: this.owner },
          { $set: { attempts, error: message, leaseUntil: new Date(Date.now() + 1000 * 2 ** attempts) } },
        );
        this.log.warn({ jobId: job._id, attempts, err }, 'inventory job paused after a transient failure');
        return;
      }
      await this.models.inventoryJobs.updateOne(
        { _id: job._id, leaseOwner: this.owner },
        { $set: { status: 'failed', error: message, finishedAt: new Date(), leaseUntil: null } },
      );
      await this.ops.line(
        job.actor,
        null,
        'error',
        `Inventory ${job.kind} of ${job.registrar} #${job.accountId} failed: ${message}`,
        job._id,
      );
    }
  }
}
