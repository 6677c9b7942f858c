// The EVENTS stream: domain events for subscribing services, apart from the job and operation-log
// streams. Kept 30 days and capped in size (EVENTS_MAX_AGE_DAYS, EVENTS_MAX_BYTES at start); msgID =
// eventId, and a 10-minute duplicate window drops a relay's repeat of an event it already published.
import { DOMAIN_EVENT_SUBJECTS } from './catalog';

export const EVENTS_STREAM = {
  name: 'EVENTS',
  subjects: DOMAIN_EVENT_SUBJECTS,
  maxAgeDays: 30,
  maxBytes: 1024 * 1024 * 1024,
  duplicateWindowMs: 10 * 60 * 1000,
} as const;
