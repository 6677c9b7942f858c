// Jobs not finished yet (pending or running), newest first; one user's, or everyone's with null.
import type { SshJob } from '@dop/contracts/ssh';
import type { JobDoc, JobModel } from '../models/job';
import { jobView } from './job-view';

const MAX_ACTIVE = 200;

export async function activeJobs(jobs: JobModel, userId: string | null): Promise<SshJob[]> {
  const filter: Record<string, unknown> = { status: { $in: ['pending', 'running'] } };
  if (userId !== null) filter.userId = userId;
  const docs = await jobs.find(filter, { 'servers.password': 0 }).sort({ createdAt: -1 }).limit(MAX_ACTIVE).lean<JobDoc[]>();
  return docs.map(jobView);
}
