// Every model of the cloudflare service, created once per connection.
import type { Connection } from 'mongoose';
import { accountModel, type AccountModel } from './account';
import { domainModel, type CfDomainModel } from './domain';
import { jobModels, type CfItemModel, type CfJobModel } from './job';

export interface Models {
  accounts: AccountModel;
  domains: CfDomainModel;
  jobs: CfJobModel;
  items: CfItemModel;
}

export function createModels(conn: Connection): Models {
  return { accounts: accountModel(conn), domains: domainModel(conn), ...jobModels(conn) };
}

export async function syncIndexes(m: Models): Promise<void> {
  await Promise.all([m.accounts.syncIndexes(), m.domains.syncIndexes(), m.jobs.syncIndexes(), m.items.syncIndexes()]);
}
