// The Cloudflare API v4 envelope, from Cloudflare's OpenAPI definition (github.com/cloudflare/api-schemas,
// openapi.json at commit cca3064f1aba08cc6cef52fc7b3d3064a9eafcc9, 2024-08-06: see index.ts for why
// that one). Components: *_messages, *_api-response-common, *_api-response-common-failure, *_result_info.
import { z } from 'zod';

/** One error or message: `code` (an integer from 1000) and `message`. */
export const CfMessage = z.object({ code: z.number().int().min(1000), message: z.string() });
export const CfMessages = z.array(CfMessage);

/** zones_result_info / iam_result_info / dns-records_result_info: every field optional. */
export const CfResultInfo = z.object({
  count: z.number().optional(),
  page: z.number().optional(),
  per_page: z.number().optional(),
  total_count: z.number().optional(),
});

/** Cloudflare's 32-character identifiers (zones_identifier, dns-records_identifier, ...). */
export const CfIdentifier = z.string().max(32);

/** OpenAPI `format: date-time` (RFC 3339; Cloudflare writes fractions and `Z`). */
export const CfDateTime = z.iso.datetime({ offset: true });

/**
 * A successful answer with its result. `success` is `true` (iam_, dns-records_ and cache-purge_ say
 * `enum: [true]`; zones_ types it boolean): a 2xx that says false is a failure, so the service treats it.
 * `result` is required here although *_api-response-common lists it under properties only: every
 * answer of the operations we use carries it, and the SDK unwraps it.
 */
export const cfSuccess = <T extends z.ZodType>(result: T) =>
  z.object({ success: z.literal(true), errors: CfMessages, messages: CfMessages, result });

/** A list answer: *_api-response-collection, `result` an array, `result_info` for paging. */
export const cfList = <T extends z.ZodType>(item: T) =>
  z.object({
    success: z.literal(true),
    errors: CfMessages,
    messages: CfMessages,
    result: z.array(item),
    result_info: CfResultInfo.optional(),
  });

/** *_api-response-common-failure (every 4XX answer): at least one error, `result` null or an object. */
export const CfFailure = z.object({
  success: z.literal(false),
  errors: CfMessages.min(1),
  messages: CfMessages,
  result: z.object({}).nullable(),
});
export type CfFailure = z.infer<typeof CfFailure>;

/** Query numbers arrive as text; OpenAPI types them `number`. */
export const queryNumber = (min: number, max?: number) => {
  const n = z.coerce.number().min(min);
  return max === undefined ? n : n.max(max);
};
