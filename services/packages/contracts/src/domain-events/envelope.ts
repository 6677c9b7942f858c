// The envelope of every event on the EVENTS stream (design.md §4): the common one, with the schema's
// own version pinned, so a subscriber can branch on `version` and a changed shape needs a new one.
import { z } from 'zod';
import { EventEnvelope } from '../common/events';

/** An event schema of version `version` with `fields` beside the envelope. */
export function domainEvent<const V extends number, F extends z.ZodRawShape>(version: V, fields: F) {
  return EventEnvelope.extend({ version: z.literal(version), ...fields });
}

/** An A record as subscribers see it: relative name, address, TTL when the provider has one. */
export const EventARecord = z.object({
  name: z.string(),
  content: z.string(),
  ttl: z.number().int().optional(),
});
export type EventARecord = z.infer<typeof EventARecord>;

/** Where a domain's DNS lives, as the panel sees it. */
export const DnsHost = z.enum(['registrar', 'cloudflare', 'hurricane-electric', 'powerdns']);
export type DnsHost = z.infer<typeof DnsHost>;
