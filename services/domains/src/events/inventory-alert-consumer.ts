// Turns inventory alert events (issue 29) into pending admin messages: a durable consumer of the EVENTS
// stream's inventory.domain.* subjects, so an alert raised while this instance was down is stored when
// one is back. Stored by eventId: a redelivered event is the same pending alert, not a second one.
import { EVENTS_STREAM, InventoryDomainDrifted, InventoryDomainExpiring, InventoryDomainRecovered } from '@dop/contracts/domain-events';
import { consume, PermanentEventError, type ConsumeLogger, type Consumption } from '@dop/service-kit';
import type { JetStreamClient } from 'nats';
import { EventEnvelope } from '@dop/contracts/common';
import type { Models } from '../models';
import { alertLine, type AlertEvent } from '../lib/inventory/alert-lines';

export const INVENTORY_ALERTS_DURABLE = 'domains-inventory-alerts';

const SCHEMAS = {
  'inventory.domain.expiring': InventoryDomainExpiring,
  'inventory.domain.drifted': InventoryDomainDrifted,
  'inventory.domain.recovered': InventoryDomainRecovered,
} as const;

/** The event checked against its own subject's schema; a payload that does not fit is terminated. */
function asAlertEvent(subject: string, payload: unknown): AlertEvent | null {
  if (!(subject in SCHEMAS)) return null;
  const parsed = SCHEMAS[subject as keyof typeof SCHEMAS].safeParse(payload);
  if (!parsed.success) throw new PermanentEventError(`${subject}: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`);
  return { subject, event: parsed.data } as AlertEvent;
}

export function startInventoryAlertConsumer(js: JetStreamClient, models: Models, log: ConsumeLogger): Promise<Consumption> {
  return consume(js, {
    stream: EVENTS_STREAM.name,
    durable: INVENTORY_ALERTS_DURABLE,
    subject: 'inventory.domain.*',
    schema: EventEnvelope.passthrough(),
    log,
    handler: async (event, msg) => {
      const alert = asAlertEvent(msg.subject, JSON.parse(msg.string()));
      if (!alert) return;
      const { check, line } = alertLine(alert);
      await models.inventoryAlerts.updateOne(
        { _id: event.eventId },
        {
          $setOnInsert: {
            check,
            line,
            createdAt: new Date(event.occurredAt),
            deliveryId: null,
            deliveryStartedAt: null,
            retryAt: null,
            sentAt: null,
          },
        },
        { upsert: true },
      );
    },
  });
}
