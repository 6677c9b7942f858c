// The add / move job's JetStream side: the work stream, the durable pull consumer handing each domain
// to the worker with bounded concurrency, and the republish of jobs cut off while publishing.
import { CLOUDFLARE_JOBS, CLOUDFLARE_JOBS_STREAM, CloudflareItemMessage } from '@dop/contracts/cloudflare';
import { ensureStream, ItemBusyError, startItemConsumer, type ConsumeLogger, type Consumption } from '@dop/service-kit';
import type { JetStreamClient, JetStreamManager } from 'nats';
import { publishItems } from '../lib/add-job';
import type { ItemWorker } from '../lib/item-worker';
import type { Models } from '../models';

export async function declareJobStream(jsm: JetStreamManager): Promise<void> {
  await ensureStream(jsm, { name: CLOUDFLARE_JOBS_STREAM.name, subjects: [...CLOUDFLARE_JOBS_STREAM.subjects] });
}

export function startJobConsumer(
  js: JetStreamClient,
  worker: ItemWorker,
  opts: { concurrency: number; ackWaitMs: number; log: ConsumeLogger },
): Promise<Consumption> {
  return startItemConsumer(js, {
    stream: CLOUDFLARE_JOBS_STREAM.name,
    durable: 'cloudflare-domain-jobs',
    subject: CLOUDFLARE_JOBS.item,
    schema: CloudflareItemMessage,
    concurrency: opts.concurrency,
    ackWaitMs: opts.ackWaitMs,
    log: opts.log,
    handle: (item, touch) => worker.handle(item, touch),
    isTransient: (err) => err instanceof ItemBusyError,
    what: 'cloudflare item',
  });
}

export async function republishUnpublished(models: Models, js: JetStreamClient): Promise<void> {
  for (const job of await models.jobs.find({ published: false }).lean()) {
    const items = await models.items.find({ jobId: job._id, status: { $in: ['pending', 'running'] } }, { domain: 1, jobId: 1 }).lean();
    await publishItems(js, items, { userId: job.userId, userName: job.userName ?? undefined });
    await models.jobs.updateOne({ _id: job._id }, { $set: { published: true } });
  }
}
