// Bulk actions on selected domains (issue 31): delete and team tags run as jobs like bulk add, so the
// progress view, the job's log lines and its closing counts tell what happened to each domain.
import { z } from 'zod';
import { TeamTag } from './names';

/** Mongo object ids as the list answers them; a malformed one is refused by name. */
const DomainIds = z.array(z.string().min(1).max(64)).min(1, 'Select at least one domain').max(10_000);

/** POST /api/domains/bulk-delete. */
export const BulkDeleteBody = z.object({ ids: DomainIds });
export type BulkDeleteBody = z.input<typeof BulkDeleteBody>;

/** The job answers at once; ids not found (deleted meanwhile) are named, not counted. */
export const BulkActionResponse = z.object({
  jobId: z.string(),
  total: z.number().int().min(0),
  missing: z.array(z.string()),
});
export type BulkActionResponse = z.infer<typeof BulkActionResponse>;

/** POST /api/domains/update-tags (spec 2 §7, body not shown): these domains get this team tag. */
export const UpdateTagsBody = z.object({
  domainIds: DomainIds,
  teamTag: TeamTag.nullable(),
});
export type UpdateTagsBody = z.input<typeof UpdateTagsBody>;
/** updated: domains whose tag changed; the job lists every domain (already tagged ones count as done). */
export const UpdateTagsResponse = z.object({ updated: z.number().int().min(0), jobId: z.string().optional() });
export type UpdateTagsResponse = z.infer<typeof UpdateTagsResponse>;

/** What a bulk job does; bulk add's stored work has no kind. */
export const BULK_JOB_KINDS = ['add', 'delete', 'tags'] as const;
export type BulkJobKind = (typeof BULK_JOB_KINDS)[number];
