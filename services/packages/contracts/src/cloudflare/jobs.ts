// The add / move job: one JetStream message per domain; the work itself is read from the stored item.
import { z } from 'zod';
import { EventEnvelope } from '../common/events';
import { DomainName } from '../common/http';

export const CLOUDFLARE_JOBS = { item: 'jobs.cloudflare.domain' } as const;
export const CLOUDFLARE_JOBS_STREAM = { name: 'CLOUDFLARE_JOBS', subjects: ['jobs.cloudflare.>'] } as const;

export const CloudflareItemMessage = EventEnvelope.extend({
  jobId: z.string().min(1).max(64),
  itemId: z.string().min(1).max(64),
  domain: DomainName,
});
export type CloudflareItemMessage = z.infer<typeof CloudflareItemMessage>;

/** Result statuses of the CloudFlare column (spec 2 §4.1). */
export const CF_STATUS = {
  success: 'Success',
  moved: 'Moved to CloudFlare',
  pending: 'Pending',
  failed: 'Failed',
  error: 'Error',
  nsFailed: 'NS update failed',
} as const;
