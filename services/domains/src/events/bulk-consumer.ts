// The bulk add job's JetStream side: the work stream, the durable pull consumer that hands each domain
// to the worker with bounded concurrency, and the republish of jobs whose messages were not all out
// when the service stopped.
import { BulkAddItemMessage, DOMAINS_JOBS, DOMAINS_JOBS_STREAM } from '@dop/contracts/domains';
import { ensureStream, ItemBusyError, startItemConsumer, type ConsumeLogger, type Consumption } from '@dop/service-kit';
import type { JetStreamClient, JetStreamManager } from 'nats';
import { publishItems } from '../lib/bulk-add';
import type { BulkWorker } from '../lib/bulk-worker';
import { NoResponderError, RpcTimeoutError } from '../lib/rpc-client';
import type { Models } from '../models';

export async function declareJobStream(jsm: JetStreamManager): Promise<void> {
  await ensureStream(jsm, { name: DOMAINS_JOBS_STREAM.name, subjects: [...DOMAINS_JOBS_STREAM.subjects] });
}

export interface BulkConsumerOptions {
  concurrency: number;
  ackWaitMs: number;
  log: ConsumeLogger;
}

export function startBulkConsumer(js: JetStreamClient, worker: BulkWorker, opts: BulkConsumerOptions): Promise<Consumption> {
  return startItemConsumer(js, {
    stream: DOMAINS_JOBS_STREAM.name,
    durable: 'domains-bulk-add',
    subject: DOMAINS_JOBS.bulkAddItem,
    schema: BulkAddItemMessage,
    concurrency: opts.concurrency,
    ackWaitMs: opts.ackWaitMs,
    log: opts.log,
    handle: (item, touch) => worker.handle(item, touch),
    // A busy item or a registrars service that is restarting comes back soon.
    isTransient: (err) => err instanceof ItemBusyError || err instanceof NoResponderError || err instanceof RpcTimeoutError,
    what: 'bulk item',
  });
}

/** Jobs cut off while publishing: their unfinished items go out again (duplicates are dropped twice over: msgID and the item claim). */
export async function republishUnpublished(models: Models, js: JetStreamClient): Promise<number> {
  let count = 0;
  for (const job of await models.jobs.find({ published: false }).lean()) {
    const items = await models.items.find({ jobId: job._id, status: { $in: ['pending', 'running'] } }, { domain: 1 }).lean();
    await publishItems(
      js,
      job._id,
      items.map((i) => ({ _id: String(i._id), domain: i.domain })),
      { userId: job.userId ?? null, userName: job.userName ?? undefined },
    );
    await models.jobs.updateOne({ _id: job._id }, { $set: { published: true } });
    count += items.length;
  }
  return count;
}
