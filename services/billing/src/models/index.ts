// Every model of the billing service, created once per connection.
import type { Connection } from 'mongoose';
import { itemModel, type ItemModel } from './item';
import { jobModel, type JobModel } from './job';

export interface Models {
  jobs: JobModel;
  items: ItemModel;
}

export function createModels(conn: Connection): Models {
  return { jobs: jobModel(conn), items: itemModel(conn) };
}

export async function syncIndexes(models: Models): Promise<void> {
  await Promise.all([models.jobs.syncIndexes(), models.items.syncIndexes()]);
}
