// Keeps each domain's lastResultAt (the list's sort key) from the ops results any service publishes
// about it, so sorting by "latest result first" needs no call to the operations service.
import { OPS_STREAM, OPS_SUBJECTS, ResultChanged } from '@dop/contracts/ops';
import { consume, type ConsumeLogger, type Consumption } from '@dop/service-kit';
import type { JetStreamClient } from 'nats';
import type { Models } from '../models';
import type { DomainSearchIndex } from '../lib/search-index';

export function startResultConsumer(js: JetStreamClient, models: Models, search: DomainSearchIndex, log: ConsumeLogger): Promise<Consumption> {
  return consume(js, {
    stream: OPS_STREAM.name,
    durable: 'domains-last-result',
    subject: OPS_SUBJECTS.resultChanged,
    schema: ResultChanged,
    concurrency: 8,
    log,
    handler: async (event) => {
      const at = new Date(event.occurredAt);
      // Only ever forward: a late, older event must not move a domain down the list.
      const res = await models.domains.updateOne(
        { name: event.domain.toLowerCase(), $or: [{ lastResultAt: null }, { lastResultAt: { $lt: at } }] },
        { $set: { lastResultAt: at } },
      );
      // Search answers show lastResultAt: cached ones are dropped.
      if (res.modifiedCount > 0) await search.touched();
    },
  });
}
