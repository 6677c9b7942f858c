// The add / move job's JetStream side: the work stream, the durable pull consumer handing each domain
// to the worker with bounded concurrency, and the republish of jobs cut off while publishing.
import { CLOUDFLARE_JOBS, CLOUDFLARE_JOBS_STREAM, CloudflareItemMessage } from '@dop/contracts/cloudflare';
import { consume, ensureStream, type ConsumeLogger, type Consumption } from '@dop/service-kit';
import type { JetStreamClient, JetStreamManager } from 'nats';
import { publishItems } from '../lib/add-job';
import { ItemBusyError, type ItemWorker } from '../lib/item-worker';
import type { Models } from '../models';

export async function declareJobStream(jsm: JetStreamManager): Promise<void> {
  await ensureStream(jsm, { name: CLOUDFLARE_JOBS_STREAM.name, subjects: [...CLOUDFLARE_JOBS_STREAM.subjects] });
}

export function startJobConsumer(
  js: JetStreamClient,
  worker: ItemWorker,
  opts: { concurrency: number; ackWaitMs: number; log: ConsumeLogger },
): Promise<Consumption> {
  return consume(js, {
    stream: CLOUDFLARE_JOBS_STREAM.name,
    durable: 'cloudflare-domain-jobs',
    subject: CLOUDFLARE_JOBS.item,
    schema: CloudflareItemMessage,
    concurrency: opts.concurrency,
    ackWaitMs: opts.ackWaitMs,
    nakDelayMs: (n) => Math.min(500 * 2 ** Math.max(0, n - 1), 30_000),
    log: opts.log,
    handler: (event, msg) =>
      worker
        .handle(event, () => msg.working())
        .catch((err: unknown) => {
          if (err instanceof ItemBusyError) opts.log.warn({ domain: event.domain }, 'cloudflare item busy; retried');
          throw err;
        }),
  });
}

export async function republishUnpublished(models: Models, js: JetStreamClient): Promise<void> {
  for (const job of await models.jobs.find({ published: false }).lean()) {
    const items = await models.items.find({ jobId: job._id, status: { $in: ['pending', 'running'] } }, { domain: 1, jobId: 1 }).lean();
    await publishItems(js, items, { userId: job.userId, userName: job.userName ?? undefined });
    await models.jobs.updateOne({ _id: job._id }, { $set: { published: true } });
  }
}
