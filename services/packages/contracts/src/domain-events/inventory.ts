// Events of inventory (issue 29): a domain nears or passes its expiry, a check finds drift, and a
// drifted check is back to ok. Each is published once per state change, never on every sync.
import { z } from 'zod';
import { domainEvent } from './envelope';

const DomainRef = { domainId: z.string(), name: z.string() };

export const InventoryDomainExpiring = domainEvent(1, {
  ...DomainRef,
  registrar: z.string().nullable(),
  accountId: z.number().int().nullable(),
  expiresAt: z.string(),
  /** Whole days left; 0 or less once expired. */
  daysLeft: z.number().int(),
  /** The alert threshold crossed (days), or 0 when the domain has expired. */
  threshold: z.number().int().min(0),
  autoRenew: z.boolean().nullable(),
});
export type InventoryDomainExpiring = z.infer<typeof InventoryDomainExpiring>;

// check and state are open strings: checks may be added, and a subscriber must not reject an event for them.
export const InventoryDomainDrifted = domainEvent(1, {
  ...DomainRef,
  /** nameservers, records or zone. */
  check: z.string(),
  /** drift or missing. */
  state: z.string(),
  reason: z.string().nullable(),
  expected: z.array(z.string()),
  actual: z.array(z.string()).nullable(),
});
export type InventoryDomainDrifted = z.infer<typeof InventoryDomainDrifted>;

export const InventoryDomainRecovered = domainEvent(1, {
  ...DomainRef,
  check: z.string(),
  /** The state it had been announced in. */
  was: z.string(),
  expected: z.array(z.string()),
  actual: z.array(z.string()).nullable(),
});
export type InventoryDomainRecovered = z.infer<typeof InventoryDomainRecovered>;
