// Every model of the domains service, created once per connection.
import type { Connection } from 'mongoose';
import { jobModels, type ItemModel, type JobModel } from './bulk-job';
import { domainModel, type DomainModel } from './domain';

export interface Models {
  domains: DomainModel;
  jobs: JobModel;
  items: ItemModel;
}

export function createModels(conn: Connection): Models {
  return { domains: domainModel(conn), ...jobModels(conn) };
}

export async function syncIndexes(models: Models): Promise<void> {
  await Promise.all([models.domains.syncIndexes(), models.jobs.syncIndexes(), models.items.syncIndexes()]);
}
