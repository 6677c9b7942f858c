import type { Connection } from 'mongoose';
import { jobLogModel, type JobLogModel } from './job-log';
import { jobModel, type JobModel } from './job';
import { knownHostModel, type KnownHostModel } from './known-host';

export interface Models {
  jobs: JobModel;
  logs: JobLogModel;
  knownHosts: KnownHostModel;
}

export async function buildModels(conn: Connection): Promise<Models> {
  const models = { jobs: jobModel(conn), logs: jobLogModel(conn), knownHosts: knownHostModel(conn) };
  await Promise.all(Object.values(models).map((m) => m.init()));
  return models;
}
