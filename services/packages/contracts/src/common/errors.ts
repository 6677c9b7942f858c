// The one error body every service and the gateway answer with (design.md §8).
import { z } from 'zod';

export const ErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** One entry of `details` for a 400: which part of the request, which field, what is wrong. */
export const FieldIssue = z.object({
  in: z.enum(['body', 'querystring', 'params', 'headers']),
  path: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof FieldIssue>;
