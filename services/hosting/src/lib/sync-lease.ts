// Claims the background sync run for one period: true when this process may run it now (no run
// in the last interval, by any process sharing the database), false otherwise.
import type { SyncLeaseModel } from '../models/sync-lease';

const LEASE_ID = 'background-sync';

export class SyncLease {
  constructor(private readonly model: SyncLeaseModel) {}

  async claim(intervalMs: number, now = new Date()): Promise<boolean> {
    const dueBefore = new Date(now.getTime() - intervalMs);
    try {
      // Matches only when the last run is old enough; with no document at all, the upsert creates it.
      const doc = await this.model.findOneAndUpdate(
        { _id: LEASE_ID, lastRun: { $lte: dueBefore } },
        { $set: { lastRun: now } },
        { upsert: true, returnDocument: 'after' },
      );
      return doc !== null;
    } catch (err) {
      // The upsert met the existing (recent) document: someone ran within the interval.
      if ((err as { code?: unknown }).code === 11000) return false;
      throw err;
    }
  }
}
