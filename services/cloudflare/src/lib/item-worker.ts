// Handles one domain of an add / move job. The item is claimed with a lease (a second copy of the
// message waits), the setup runs with the steps already done, and the sealed key is wiped when the
// item ends: from then on only a saved account (one that holds a zone of this panel) keeps it.
import type { CloudflareItemMessage } from '@dop/contracts/cloudflare';
import type { Models } from '../models';
import type { CfItemDoc, ItemSteps } from '../models/job';
import type { Accounts } from './accounts';
import type { DomainSetup } from './domain-setup';
import type { OpsEvents } from './ops-events';

export class ItemBusyError extends Error {
  override name = 'ItemBusyError';
}

export class ItemWorker {
  constructor(
    private readonly models: Models,
    private readonly accounts: Accounts,
    private readonly setup: DomainSetup,
    private readonly ops: OpsEvents,
    private readonly leaseMs: number,
  ) {}

  private async claim(itemId: string): Promise<CfItemDoc | null> {
    const now = new Date();
    const claimed = await this.models.items
      .findOneAndUpdate(
        { _id: itemId, $or: [{ status: 'pending' }, { status: 'running', leaseUntil: { $lt: now } }] },
        { $set: { status: 'running', leaseUntil: new Date(now.getTime() + this.leaseMs) } },
        { returnDocument: 'after' },
      )
      .lean<CfItemDoc>();
    if (claimed) return claimed;
    const current = await this.models.items.findById(itemId, { status: 1 }).lean();
    if (!current || current.status === 'done' || current.status === 'failed') return null;
    throw new ItemBusyError(`item ${itemId} is being processed by another worker`);
  }

  async handle(msg: CloudflareItemMessage, touch: () => void = () => undefined): Promise<void> {
    const item = await this.claim(msg.itemId);
    if (!item || !item.apiKey) return;
    const timer = setInterval(
      () => {
        touch();
        void this.models.items
          .updateOne({ _id: item._id }, { $set: { leaseUntil: new Date(Date.now() + this.leaseMs) } })
          .catch(() => undefined);
      },
      Math.max(200, Math.floor(this.leaseMs / 3)),
    );
    let outcome;
    try {
      const saveStep = async (patch: ItemSteps) => {
        const set = Object.fromEntries(Object.entries(patch).map(([k, v]) => [`steps.${k}`, v]));
        await this.models.items.updateOne({ _id: item._id }, { $set: set });
      };
      outcome = await this.setup.run(
        {
          domain: item.domain,
          creds: { email: item.email, apiKey: this.accounts.open(item.apiKey) },
          sealedKey: item.apiKey,
          ipAddress: item.ipAddress,
          sslMode: item.sslMode,
          teamTag: item.teamTag,
          actor: msg.actor,
          jobId: item.jobId,
          from: item.from,
        },
        { ...item.steps },
        saveStep,
      );
    } finally {
      clearInterval(timer);
    }
    await this.models.items.updateOne(
      { _id: item._id },
      { $set: { status: outcome.success ? 'done' : 'failed', apiKey: null, leaseUntil: null, message: outcome.message } },
    );
    await this.maybeFinishJob(msg);
  }

  private async maybeFinishJob(msg: CloudflareItemMessage): Promise<void> {
    const open = await this.models.items.countDocuments({ jobId: msg.jobId, status: { $in: ['pending', 'running'] } });
    if (open > 0) return;
    const closed = await this.models.jobs.updateOne({ _id: msg.jobId, finishedAt: null }, { $set: { finishedAt: new Date() } });
    if (closed.modifiedCount === 0) return;
    const failed = await this.models.items.countDocuments({ jobId: msg.jobId, status: 'failed' });
    const total = await this.models.items.countDocuments({ jobId: msg.jobId });
    await this.ops.line(
      msg.actor,
      null,
      failed ? 'warning' : 'success',
      `CloudFlare job finished: ${total - failed} done, ${failed} failed`,
      msg.jobId,
    );
  }
}
