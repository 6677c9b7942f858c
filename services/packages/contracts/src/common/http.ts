// Building blocks for HTTP DTOs shared by every domain.
import { z } from 'zod';

/** Query strings carry text: 'true'/'false' become a boolean. */
export const QueryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');

/** A positive integer given as query text, e.g. page or limit. */
export const QueryInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export const IsoDateTime = z.string().datetime();

/** The paging block list endpoints return (spec 2 §3 "Pagination"). */
export const Pagination = z.object({
  currentPage: z.number().int().min(1),
  totalPages: z.number().int().min(0),
  total: z.number().int().min(0),
  hasPrev: z.boolean(),
  hasNext: z.boolean(),
});
export type Pagination = z.infer<typeof Pagination>;

/** A fully qualified domain name as users type it (lower-cased, no trailing dot). */
export const DomainName = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/, 'must be a domain name like example.com');

/** Object ids and other opaque ids in paths. */
export const IdParam = z.object({ id: z.string().min(1).max(64) });
