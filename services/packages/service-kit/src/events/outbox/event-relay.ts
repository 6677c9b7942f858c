// Publishes the events that writes staged in their documents (stage-event.ts) and tombstones, with
// msgID = eventId, then removes them from the document. Runs when nudged after a write and on a
// timer, so events staged while NATS was down, or by a replica that died, go out later; several
// replicas may relay the same event, and JetStream's duplicate window stores it once.
import type { mongo } from 'mongoose';
import type { JetStreamClient } from 'nats';
import { PENDING_EVENTS, type PendingEvent } from './stage-event';
import { recordEvents, tombstonesOf, type Tombstone } from './tombstones';

export interface EventRelayOptions {
  db: mongo.Db;
  /** Collections whose documents stage events. */
  collections: string[];
  js: JetStreamClient;
  /**
   * Safety net for what no nudge announced (another replica's crash, a NATS outage); default 1 s. It
   * also shortens bulk writes' delivery: a pass during a 1,000-domain insert publishes what is already
   * stored (p99 890 ms at 1 s against 1,007–1,096 ms at 10 s in deploy/bench/events). The price on the
   * embedded MongoDB is a scan per pass, about 50 ms for 50,000 domains.
   */
  intervalMs?: number;
  /** A tombstone not marked ready this long after it was written is finished by the relay. */
  tombstoneGraceMs?: number;
  batch?: number;
  /** How long one publish waits for JetStream's ack before the pass gives up until the next one. */
  publishTimeoutMs?: number;
  onError?: (err: unknown) => void;
}

interface Carrier extends mongo.Document {
  _events: PendingEvent[];
}

const encoder = new TextEncoder();

export class EventRelay {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(private readonly opts: EventRelayOptions) {}

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.nudge(), this.opts.intervalMs ?? 1000);
    this.timer.unref();
    this.nudge();
  }

  /** Stops the timer and waits for a pass in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Asks for a pass soon; passes never overlap within a process. */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.again && !this.stopped) {
        this.again = false;
        this.nudge();
      }
    });
  }

  /** Stores events of changes that no document of ours records, and publishes them soon. */
  async record(...events: PendingEvent[]): Promise<void> {
    await recordEvents(this.opts.db, ...events);
    this.nudge();
  }

  /** One pass over everything pending; resolves when done (tests and shutdown). */
  async flush(): Promise<void> {
    await this.running;
    await this.drain();
  }

  private async drain(): Promise<void> {
    try {
      for (const name of this.opts.collections) await this.relayCollection(this.opts.db.collection<Carrier>(name));
      await this.relayTombstones();
    } catch (err) {
      // NATS or the database is away: the events stay where they are, and the timer tries again.
      this.opts.onError?.(err);
    }
  }

  private async relayCollection(coll: mongo.Collection<Carrier>): Promise<void> {
    const batch = this.opts.batch ?? 500;
    for (;;) {
      const docs = await coll
        .find({ [`${PENDING_EVENTS}.eventId`]: { $exists: true } }, { projection: { _events: 1 } })
        .limit(batch)
        .toArray();
      if (docs.length === 0) return;
      // Each document's events in their order; documents side by side.
      await Promise.all(
        docs.map(async (d) => {
          for (const e of d._events) await this.publish(e);
        }),
      );
      // One write for the batch, pulling only what was published (not any event staged meanwhile).
      const ids = docs.flatMap((d) => d._events.map((e) => e.eventId));
      await coll.updateMany({ _id: { $in: docs.map((d) => d._id) } }, { $pull: { [PENDING_EVENTS]: { eventId: { $in: ids } } } } as never);
      if (docs.length < batch) return;
    }
  }

  private async relayTombstones(): Promise<void> {
    const tombstones = tombstonesOf(this.opts.db);
    const stale = new Date(Date.now() - (this.opts.tombstoneGraceMs ?? 5000));
    const due = await tombstones
      .find({ $or: [{ ready: true }, { createdAt: { $lt: stale } }] })
      .sort({ createdAt: 1 })
      .limit(this.opts.batch ?? 200)
      .toArray();
    // One after another, oldest first: these are often several events of one object (a zone created,
    // its SSL set, its old zone deleted), and subscribers read them in that order.
    for (const t of due) await this.relayTombstone(t);
  }

  private async relayTombstone(t: Tombstone): Promise<void> {
    if (!t.ready && t.collection) {
      // The caller died between its tombstone and its delete: finish the delete. A document still there
      // afterwards no longer meets the delete's conditions, so nothing was deleted and nothing is told.
      const target = this.opts.db.collection(t.collection);
      await target.deleteOne({ ...t.where, _id: t.targetId as never });
      if (await target.countDocuments({ _id: t.targetId as never }, { limit: 1 })) {
        await tombstonesOf(this.opts.db).deleteOne({ _id: t._id });
        return;
      }
    }
    for (const e of t._events) await this.publish(e);
    await tombstonesOf(this.opts.db).deleteOne({ _id: t._id });
  }

  private async publish(e: PendingEvent): Promise<void> {
    await this.opts.js.publish(e.subject, encoder.encode(e.json), { msgID: e.eventId, timeout: this.opts.publishTimeoutMs ?? 5000 });
  }
}
