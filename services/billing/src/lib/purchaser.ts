// Buys one due domain through registrars.rpc.register-domain. Exactly once: the item is claimed
// atomically (scheduled and due → buying); a holder that died mid-purchase leaves a lapsed lease, and
// whoever takes the item over first asks the registrar whether the account already holds the domain.
// The last purchase of a job closes it (job-close.ts).
import { BILLING_STATUS } from '@dop/contracts/billing';
import { pushEvents, stageEvent } from '@dop/service-kit';
import type { BillingOpsLog } from '../events/ops-log';
import type { Models } from '../models';
import type { ItemDoc } from '../models/item';
import { closeJobIfFinished } from './job-close';
import { keepAlive, leaseEnd } from './lease';
import { NoResponderError, RpcTimeoutError, type RegistrarsRpc } from './registrars-rpc';

interface Outcome {
  status: string;
  success: boolean;
  message: string;
  charged?: number | null;
}

/** How soon a purchase whose request reached no registrars instance is tried again. */
const UNREACHABLE_RETRY_MS = 5_000;

export class Purchaser {
  constructor(
    private readonly models: Models,
    private readonly rpc: RegistrarsRpc,
    private readonly ops: BillingOpsLog,
    private readonly leaseMs: number,
    /** Tells the event relay that a write staged events. */
    private readonly nudgeEvents: () => void = () => undefined,
  ) {}

  /** The earliest due purchase, or one whose holder died; null when nothing is due. */
  async claim(): Promise<ItemDoc | null> {
    const now = new Date();
    return this.models.items
      .findOneAndUpdate(
        {
          $or: [
            { state: 'scheduled', dueAt: { $lte: now } },
            { state: 'buying', leaseUntil: { $lt: now } },
          ],
        },
        { $set: { state: 'buying', leaseUntil: leaseEnd(this.leaseMs), updatedAt: now }, $inc: { attempts: 1 } },
        { sort: { dueAt: 1 }, returnDocument: 'after' },
      )
      .lean<ItemDoc>();
  }

  async buy(item: ItemDoc): Promise<void> {
    const stop = keepAlive(
      () => this.models.items.updateOne({ _id: item._id, state: 'buying' }, { $set: { leaseUntil: leaseEnd(this.leaseMs) } }),
      this.leaseMs,
    );
    try {
      const outcome = await this.attempt(item);
      if (outcome) await this.finish(item, outcome);
    } finally {
      stop();
    }
  }

  private async attempt(item: ItemDoc): Promise<Outcome | null> {
    const actor = { userId: item.userId, userName: item.userName ?? undefined };
    const label = `${item.registrar} #${item.accountId}`;
    try {
      if (item.attempts > 1) {
        const found = await this.rpc.detect({ domain: item.domain, actor, operationType: 'billing', jobId: item.jobId });
        if (found.ok && found.registrar === item.registrar && found.accountId === item.accountId)
          return { status: 'Success', success: true, message: `${item.domain} is held by ${label}: the interrupted purchase went through` };
      }
      const reply = await this.rpc.register({
        registrar: item.registrar,
        accountId: item.accountId,
        domain: item.domain,
        actor,
        operationType: 'billing',
        jobId: item.jobId,
      });
      if (!reply.ok) return { status: 'Failed', success: false, message: `Purchase of ${item.domain} at ${label}: ${reply.error.message}` };
      return { status: reply.status, success: reply.success, message: reply.message, charged: reply.charged };
    } catch (err) {
      if (err instanceof NoResponderError) {
        // Never sent: back to the schedule, and the attempt does not count.
        await this.models.items.updateOne(
          { _id: item._id, state: 'buying' },
          { $set: { state: 'scheduled', dueAt: new Date(Date.now() + UNREACHABLE_RETRY_MS), leaseUntil: null }, $inc: { attempts: -1 } },
        );
        return null;
      }
      if (err instanceof RpcTimeoutError) {
        // The registrar may have acted: the lease lapses now and the next holder asks it first.
        await this.models.items.updateOne({ _id: item._id, state: 'buying' }, { $set: { leaseUntil: new Date() } });
        return null;
      }
      return { status: 'Error', success: false, message: `Purchase of ${item.domain} at ${label}: ${(err as Error).message}` };
    }
  }

  private async finish(item: ItemDoc, outcome: Outcome): Promise<void> {
    const now = new Date();
    const price = outcome.charged ?? item.price;
    const actor = { userId: item.userId, userName: item.userName ?? undefined };
    const purchase = { domain: item.domain, registrar: item.registrar, accountId: item.accountId, actor };
    const event = outcome.success
      ? stageEvent('billing.domain.purchased', { ...purchase, price })
      : stageEvent('billing.purchase.failed', { ...purchase, reason: outcome.message });
    const res = await this.models.items.updateOne(
      { _id: item._id, state: 'buying' },
      {
        $set: {
          state: 'done',
          status: outcome.status || BILLING_STATUS.scheduled,
          success: outcome.success,
          message: outcome.message,
          price,
          dueAt: null,
          leaseUntil: null,
          updatedAt: now,
        },
        ...pushEvents(event),
      },
    );
    if (res.modifiedCount > 0) this.nudgeEvents();
    await this.ops.line(
      actor,
      item.jobId,
      item.domain,
      outcome.success ? 'success' : 'error',
      `${item.domain}: ${outcome.status} — ${outcome.message}`,
    );
    await closeJobIfFinished(this.models, this.ops, item.jobId, actor);
  }
}
