// Sends the pending inventory alerts to the admins (issue 29): every INVENTORY_ALERT_FLUSH_MS one
// message with what is pending, or with the team's daily digest once a day. One instance sends at a
// time (a lease on a schedule document in MongoDB, so replicas never send twice); alerts are marked
// sent only after identity took the message, so identity or NATS being away delays them, never loses
// them. Each message's alerts get a delivery id first and are retried together under it, so a reply
// lost after identity sent (a timeout, a crash here) repeats nobody's message. A message that reached
// some admins but missed others is tried again every flush for an hour (identity skips whom it told).
// Drifts the team chose not to hear about are marked sent without a message.
import { randomUUID } from 'node:crypto';
import { repeatEvery, type RepeatingTask } from '@dop/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Models } from '../../models';
import type { AlertSettings } from './alerts';

const SENDER_ID = 'inventory-alerts';
const LINES_PER_MESSAGE = 200;
const KEEP_SENT_MS = 30 * 24 * 3600_000;
const RETRY_MISSED_MS = 3600_000;
const DRIFT_CHECKS = new Set(['nameservers', 'records', 'zone']);
/** Alerts not waiting to retry a missed admin later than `now`. */
const dueAt = (now: number) => ({ $or: [{ retryAt: null }, { retryAt: { $lte: new Date(now) } }] });

export interface AlertSenderOptions {
  flushMs: number;
  digestMs: number;
  /** How long a turn holds the lease; renewed before each message. */
  leaseMs: number;
  settings(): Promise<AlertSettings>;
  /** Answers how many admins the message missed this time. */
  send(lines: string[], deliveryId: string): Promise<{ missed: number }>;
}

export class AlertSender {
  private task: RepeatingTask | null = null;

  constructor(
    private readonly models: Models,
    private readonly opts: AlertSenderOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.task = repeatEvery(this.opts.flushMs, () => this.sendDue(), {
      onError: (err) => this.log.warn({ err }, 'inventory alerts not sent; they stay pending'),
    });
  }

  async stop(): Promise<void> {
    await this.task?.stop();
  }

  /** Sends what is due when this instance gets the turn; the number of alerts marked sent. */
  async sendDue(now = Date.now()): Promise<number> {
    if (!(await this.models.inventoryAlerts.exists({ sentAt: null, ...dueAt(now) }))) return 0;
    const settings = await this.opts.settings();
    await this.models.inventorySchedule
      .updateOne({ _id: SENDER_ID }, { $setOnInsert: { nextAt: now + this.opts.digestMs, leaseUntil: null } }, { upsert: true })
      .catch((err: { code?: number }) => {
        if (err.code !== 11000) throw err;
      });
    const turn = await this.models.inventorySchedule.findOneAndUpdate(
      {
        _id: SENDER_ID,
        $or: [{ leaseUntil: null }, { leaseUntil: { $lte: now } }],
        ...(settings.digest ? { nextAt: { $lte: now } } : {}),
      },
      { $set: { leaseUntil: now + this.opts.leaseMs } },
    );
    if (!turn) return 0;
    let marked = 0;
    // `now` may be a test's clock: the renewed lease keeps its offset from the real one.
    const started = Date.now();
    const renewLease = () =>
      this.models.inventorySchedule.updateOne(
        { _id: SENDER_ID },
        { $set: { leaseUntil: now + (Date.now() - started) + this.opts.leaseMs } },
      );
    try {
      marked = await this.sendPending(now, settings, settings.digest ? 'Daily digest' : null, renewLease);
      if (settings.digest)
        await this.models.inventorySchedule.updateOne({ _id: SENDER_ID }, { $set: { nextAt: now + this.opts.digestMs } });
    } finally {
      await this.models.inventorySchedule.updateOne({ _id: SENDER_ID }, { $set: { leaseUntil: null } });
    }
    // Sent alerts are kept a while for support questions, then dropped (the events stay on the stream).
    await this.models.inventoryAlerts.deleteMany({ sentAt: { $lt: new Date(now - KEEP_SENT_MS) } });
    return marked;
  }

  private async sendPending(
    now: number,
    settings: AlertSettings,
    heading: string | null,
    renewLease: () => Promise<unknown>,
  ): Promise<number> {
    let marked = 0;
    const triedThisTurn: string[] = [];
    for (;;) {
      await renewLease();
      const deliveryId = await this.nextDelivery(now, triedThisTurn);
      if (!deliveryId) return marked;
      triedThisTurn.push(deliveryId);
      const batch = await this.models.inventoryAlerts.find({ deliveryId, sentAt: null }).sort({ createdAt: 1, _id: 1 }).lean();
      const told = batch.filter((a) => !DRIFT_CHECKS.has(a.check) || settings.drifts.includes(a.check));
      const { missed } = told.length
        ? await this.opts.send([...(heading ? [`${heading}: ${told.length} alert(s)`] : []), ...told.map((a) => a.line)], deliveryId)
        : { missed: 0 };
      const startedAt = batch[0]?.deliveryStartedAt?.getTime() ?? now;
      if (missed > 0 && now - startedAt < RETRY_MISSED_MS) {
        await this.models.inventoryAlerts.updateMany(
          { deliveryId, sentAt: null },
          { $set: { retryAt: new Date(now + this.opts.flushMs) } },
        );
        continue;
      }
      const done = await this.models.inventoryAlerts.updateMany({ deliveryId, sentAt: null }, { $set: { sentAt: new Date() } });
      marked += done.modifiedCount;
    }
  }

  /**
   * An unfinished delivery that is due first (a try whose answer was lost, or one that missed an admin),
   * else the oldest pending alerts under a new id. Deliveries tried this turn wait for the next.
   */
  private async nextDelivery(now: number, triedThisTurn: string[]): Promise<string | null> {
    const unfinished = await this.models.inventoryAlerts
      .findOne(
        {
          sentAt: null,
          deliveryId: { $ne: null, $nin: triedThisTurn },
          ...dueAt(now),
        },
        { deliveryId: 1 },
      )
      .sort({ createdAt: 1, _id: 1 })
      .lean();
    if (unfinished?.deliveryId) return unfinished.deliveryId;
    const fresh = await this.models.inventoryAlerts
      .find({ sentAt: null, deliveryId: null }, { _id: 1 })
      .sort({ createdAt: 1, _id: 1 })
      .limit(LINES_PER_MESSAGE - 1) // room for the digest's heading
      .lean();
    if (!fresh.length) return null;
    const deliveryId = randomUUID();
    await this.models.inventoryAlerts.updateMany(
      { _id: { $in: fresh.map((a) => a._id) }, deliveryId: null },
      { $set: { deliveryId, deliveryStartedAt: new Date(now) } },
    );
    return deliveryId;
  }
}
