// The periodic inventory sync (issue 29): every INVENTORY_SYNC_INTERVAL_MS, one sync job per active
// registrar account. When the next sync is due lives in MongoDB; the instance whose conditional update
// moves it on is the one that creates the jobs, so replicas never sync twice and a restart loses nothing.
import { randomUUID } from 'node:crypto';
import { repeatEvery, type RepeatingTask } from '@dop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Models } from '../../models';
import type { RegistrarInventory } from './registrar-inventory';

const SCHEDULE_ID = 'inventory-sync';
export const SYSTEM_ACTOR = { userId: null, userName: 'inventory sync' };

export class SyncSchedule {
  private task: RepeatingTask | null = null;

  constructor(
    private readonly models: Models,
    private readonly registrars: RegistrarInventory,
    private readonly intervalMs: number,
    private readonly onJobs: () => void,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Checks whether a sync is due every `checkMs` (and at once). */
  start(checkMs: number): void {
    this.task = repeatEvery(checkMs, () => this.runIfDue(), {
      firstDelayMs: 0,
      onError: (err) => this.log.warn({ err }, 'inventory sync schedule'),
    });
  }

  async stop(): Promise<void> {
    await this.task?.stop();
  }

  /** Creates the sync jobs when the sync is due and this instance wins the turn; the jobs made. */
  async runIfDue(now = Date.now()): Promise<string[]> {
    // The first instance ever to look schedules the first sync one interval on (a concurrent first
    // look loses the insert with a duplicate key, which is the same outcome).
    await this.models.inventorySchedule
      .updateOne({ _id: SCHEDULE_ID }, { $setOnInsert: { nextAt: now + this.intervalMs } }, { upsert: true })
      .catch((err: { code?: number }) => {
        if (err.code !== 11000) throw err;
      });
    const won = await this.models.inventorySchedule.findOneAndUpdate(
      { _id: SCHEDULE_ID, nextAt: { $lte: now } },
      { $set: { nextAt: now + this.intervalMs } },
    );
    if (!won) return [];
    let accounts: Array<{ registrar: string; accountId: number }>;
    try {
      accounts = await this.registrars.activeAccounts();
    } catch (err) {
      // The registrars service is not there: try again in a minute rather than in six hours.
      await this.models.inventorySchedule.updateOne({ _id: SCHEDULE_ID }, { $set: { nextAt: now + 60_000 } });
      throw err;
    }
    // An account whose previous sync is still running gets no second one.
    const busy = await this.models.inventoryJobs.find({ kind: 'sync', status: 'running' }, { registrar: 1, accountId: 1 }).lean();
    const fresh = accounts.filter((a) => !busy.some((b) => b.registrar === a.registrar && b.accountId === a.accountId));
    const jobs = fresh.map((a) => ({
      _id: randomUUID(),
      kind: 'sync' as const,
      registrar: a.registrar,
      accountId: a.accountId,
      actor: SYSTEM_ACTOR,
    }));
    if (jobs.length) {
      await this.models.inventoryJobs.insertMany(jobs);
      this.onJobs();
    }
    return jobs.map((j) => j._id);
  }
}
