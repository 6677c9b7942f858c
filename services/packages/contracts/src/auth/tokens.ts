// Personal API tokens for `Authorization: Bearer` (design.md §3): the secret is shown once at creation.
// Each token has a scope (never above its creator's role) and an expiry (default 90 days, at most a year).
import { z } from 'zod';
import { TokenScope } from '../access/roles';

export const TOKEN_DEFAULT_DAYS = 90;
export const TOKEN_MAX_DAYS = 365;

export const ApiTokenView = z.object({
  id: z.string(),
  name: z.string(),
  /** First characters of the secret, so a user can tell tokens apart without the secret. */
  prefix: z.string(),
  scope: TokenScope,
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiTokenView = z.infer<typeof ApiTokenView>;

export const CreateTokenBody = z.object({
  name: z.string().trim().min(1, 'must not be empty').max(100),
  scope: TokenScope.default('read'),
  expiresInDays: z.number().int().min(1).max(TOKEN_MAX_DAYS, `at most ${TOKEN_MAX_DAYS} days`).default(TOKEN_DEFAULT_DAYS),
});
export type CreateTokenBody = z.infer<typeof CreateTokenBody>;

export const CreateTokenReply = z.object({ token: ApiTokenView, secret: z.string() });
export type CreateTokenReply = z.infer<typeof CreateTokenReply>;

export const TokenListReply = z.object({ tokens: z.array(ApiTokenView) });
export type TokenListReply = z.infer<typeof TokenListReply>;

export const TokenIdParams = z.object({ id: z.string().regex(/^[a-f0-9]{24}$/, 'must be a token id') });
