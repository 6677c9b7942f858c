// The install job's JetStream side: the work stream, publishing a job (its id only: servers and
// sealed passwords stay in this service's database), the durable consumer that hands jobs to the
// runner, and the republish of jobs stored but not yet published when the service stopped.
import type { Actor } from '@dop/contracts/common';
import { SSH_JOBS, SSH_JOBS_STREAM, SshInstallMessage } from '@dop/contracts/ssh';
import { consume, ensureStream, publishEvent, type ConsumeLogger, type Consumption } from '@dop/service-kit';
import type { JetStreamClient, JetStreamManager } from 'nats';
import type { InstallRunner } from '../lib/job-runner';
import type { JobModel } from '../models/job';

export async function declareJobStream(jsm: JetStreamManager): Promise<void> {
  await ensureStream(jsm, { name: SSH_JOBS_STREAM.name, subjects: [...SSH_JOBS_STREAM.subjects] });
}

/** msgID = job id: a retried publish is stored once. */
export async function publishJob(js: JetStreamClient, jobs: JobModel, jobId: string, actor: Actor): Promise<void> {
  await publishEvent(js, SSH_JOBS.install, SshInstallMessage, { eventId: `ssh-install-${jobId}`, actor, jobId });
  await jobs.updateOne({ _id: jobId }, { $set: { published: true } });
}

export async function republishUnpublished(js: JetStreamClient, jobs: JobModel): Promise<number> {
  const waiting = await jobs.find({ published: false, status: 'pending' }, { _id: 1, userId: 1, userName: 1 }).lean();
  for (const job of waiting) await publishJob(js, jobs, job._id, { userId: job.userId ?? null, userName: job.userName ?? undefined });
  return waiting.length;
}

export interface InstallConsumerOptions {
  concurrency: number;
  ackWaitMs: number;
  log: ConsumeLogger;
}

export function startInstallConsumer(js: JetStreamClient, runner: InstallRunner, opts: InstallConsumerOptions): Promise<Consumption> {
  return consume(js, {
    stream: SSH_JOBS_STREAM.name,
    durable: 'ssh-install',
    subject: SSH_JOBS.install,
    schema: SshInstallMessage,
    concurrency: opts.concurrency,
    ackWaitMs: opts.ackWaitMs,
    log: opts.log,
    handler: (event, msg) => runner.run(event.jobId, () => msg.working()),
  });
}
