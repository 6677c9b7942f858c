// Publishes the events that writes staged in their documents (stage-event.ts) and tombstones, with
// msgID = eventId, then removes them from the document. Runs when nudged after a write and on a
// timer, so events staged while NATS was down, or by a replica that died, go out later; several
// replicas may relay the same event, and JetStream's duplicate window stores it once.
import type { mongo } from 'mongoose';
import type { JetStreamClient } from 'nats';
import { isRefusal, setAside } from './dead-letters';
import { PassInterruption } from './pass-interruption';
import { PENDING_EVENTS, PENDING_EVENTS_FILTER, type PendingEvent } from './stage-event';
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
  /** An event NATS refused for good, set aside in event_dead_letters (dead-letters.ts). */
  onSetAside?: (event: PendingEvent, err: unknown) => void;
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
  private readonly cut = new PassInterruption();

  constructor(private readonly opts: EventRelayOptions) {}

  /**
   * Ends the pass in progress without waiting for its publishes' acks (the connection dropped): what
   * it held stays staged, and the pass after the reconnect sends it at once. A publish that did reach
   * JetStream is sent again and stored once (same msgID).
   */
  interrupt(): void {
    this.cut.interrupt();
  }

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
    // Each collection and the tombstones on their own: one that fails does not hold up the others.
    const units = [
      ...this.opts.collections.map((name) => () => this.relayCollection(this.opts.db.collection<Carrier>(name))),
      () => this.relayTombstones(),
    ];
    for (const unit of units) {
      try {
        await unit();
      } catch (err) {
        // NATS or the database is away: the events stay where they are, and the timer tries again.
        this.opts.onError?.(err);
      }
    }
  }

  private async relayCollection(coll: mongo.Collection<Carrier>): Promise<void> {
    const batch = this.opts.batch ?? 500;
    for (;;) {
      const docs = await coll
        .find(PENDING_EVENTS_FILTER, { projection: { _events: 1 } })
        .limit(batch)
        .toArray();
      if (docs.length === 0) return;
      // Each document's events in their order; documents side by side. What went out (or was set
      // aside) is pulled even when another document's publish failed.
      const done: string[] = [];
      const results = await Promise.allSettled(
        docs.map(async (d) => {
          for (const e of d._events) {
            await this.publish(e, `${coll.collectionName}:${String(d._id)}`);
            done.push(e.eventId);
          }
        }),
      );
      // One write for the batch, pulling only what was handled (not any event staged meanwhile).
      if (done.length)
        await coll.updateMany({ _id: { $in: docs.map((d) => d._id) } }, {
          $pull: { [PENDING_EVENTS]: { eventId: { $in: done } } },
        } as never);
      const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed) throw failed.reason;
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
    for (const e of t._events) await this.publish(e, `tombstone:${t._id}`);
    await tombstonesOf(this.opts.db).deleteOne({ _id: t._id });
  }

  /** Sends one event; one NATS refuses for good is set aside instead (and counts as handled). */
  private async publish(e: PendingEvent, origin: string): Promise<void> {
    const ack = this.opts.js.publish(e.subject, encoder.encode(e.json), { msgID: e.eventId, timeout: this.opts.publishTimeoutMs ?? 5000 });
    try {
      await Promise.race([ack, this.cut.signal]);
    } catch (err) {
      ack.catch(() => undefined);
      if (!isRefusal(err)) throw err;
      await setAside(this.opts.db, e, origin, err);
      this.opts.onSetAside?.(e, err);
    }
  }
}
