// Every model of the domains service, created once per connection.
import type { Connection } from 'mongoose';
import { jobModels, type ItemModel, type JobModel } from './bulk-job';
import { changeSetModel, type ChangeSetModel } from './change-set';
import { domainModel, type DomainModel } from './domain';
import { inventoryAlertModel, type InventoryAlertModel } from './inventory-alert';
import { inventoryModels, type InventoryJobModel, type InventoryScheduleModel } from './inventory-job';
import { metaModel, type Meta } from './meta';
import type { Model } from 'mongoose';

export interface Models {
  domains: DomainModel;
  jobs: JobModel;
  items: ItemModel;
  meta: Model<Meta>;
  changes: ChangeSetModel;
  inventoryJobs: InventoryJobModel;
  inventorySchedule: InventoryScheduleModel;
  inventoryAlerts: InventoryAlertModel;
}

export function createModels(conn: Connection): Models {
  return {
    domains: domainModel(conn),
    ...jobModels(conn),
    meta: metaModel(conn),
    changes: changeSetModel(conn),
    ...inventoryModels(conn),
    inventoryAlerts: inventoryAlertModel(conn),
  };
}

export async function syncIndexes(models: Models): Promise<void> {
  await Promise.all([
    models.domains.syncIndexes(),
    models.jobs.syncIndexes(),
    models.items.syncIndexes(),
    models.changes.syncIndexes(),
    models.inventoryJobs.syncIndexes(),
    models.inventoryAlerts.syncIndexes(),
  ]);
}
