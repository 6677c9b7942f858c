// Handles one domain of an add / move job. The item is claimed with a lease (a second copy of the
// message waits), the setup runs with the steps already done, and the sealed key is wiped when the
// item ends: from then on only a saved account (one that holds a zone of this panel) keeps it.
import type { CloudflareItemMessage } from '@dop/contracts/cloudflare';
import { claimLeasedItem, finishJobIfDone, keepLeaseAlive, whenDatabaseAnswers } from '@dop/service-kit';
import type { Models } from '../models';
import type { CfItemDoc, ItemSteps } from '../models/job';
import type { Accounts } from './accounts';
import type { DomainSetup } from './domain-setup';
import type { OpsEvents } from './ops-events';

export class ItemWorker {
  constructor(
    private readonly models: Models,
    private readonly accounts: Accounts,
    private readonly setup: DomainSetup,
    private readonly ops: OpsEvents,
    private readonly leaseMs: number,
  ) {}

  async handle(msg: CloudflareItemMessage, touch: () => void = () => undefined): Promise<void> {
    const item = await claimLeasedItem<CfItemDoc>(this.models.items, msg.itemId, this.leaseMs);
    // A copy of a finished item's message: the job's close may be what went missing (NATS restarting).
    if (!item) return finishJobIfDone(this.models, this.ops, msg, 'CloudFlare job');
    if (!item.apiKey) return;
    const stop = keepLeaseAlive(this.models.items, item._id, this.leaseMs, touch);
    let outcome;
    try {
      const saveStep = async (patch: ItemSteps) => {
        const set = Object.fromEntries(Object.entries(patch).map(([k, v]) => [`steps.${k}`, v]));
        // What Cloudflare already did is recorded through a database restart: lost, the step would run again.
        await whenDatabaseAnswers(() => this.models.items.updateOne({ _id: item._id }, { $set: set }));
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
      stop();
    }
    await whenDatabaseAnswers(() =>
      this.models.items.updateOne(
        { _id: item._id },
        { $set: { status: outcome.success ? 'done' : 'failed', apiKey: null, leaseUntil: null, message: outcome.message } },
      ),
    );
    await finishJobIfDone(this.models, this.ops, msg, 'CloudFlare job');
  }
}
