// The identity service's env: the base service variables plus mail, Telegram and the rate limits
// (issue 4: LOGIN_FAILS_PER_ACCOUNT, CODE_CHECKS_PER_MIN, AUTH_REQUESTS_PER_IP_PER_MIN).
import { baseServiceEnv } from '@dop/service-kit';
import { z } from 'zod';

const count = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);

export const identityEnv = baseServiceEnv.extend({
  /** Where `outbox/` lives when no SMTP_URL is set. */
  DATA_DIR: z.string().min(1).default('./data'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Domain Ops <no-reply@localhost>'),
  TELEGRAM_API_URL: z.string().url().default('https://api.telegram.org'),
  TELEGRAM_BOT_TOKEN: z.string().min(1).optional(),
  /** Optional service that answers with the caller's public IP as text; otherwise the interfaces are read. */
  PUBLIC_IP_URL: z.string().url().optional(),
  LOGIN_FAILS_PER_ACCOUNT: count(5),
  CODE_CHECKS_PER_MIN: count(5),
  AUTH_REQUESTS_PER_IP_PER_MIN: count(100),
});
export type IdentityConfig = z.infer<typeof identityEnv>;

/** Business constants of issue 4 and spec 1 §9. */
export const LIMITS = {
  sessionTtlMs: 30 * 24 * 3600_000,
  /** A session's expiry is pushed forward at most this often, so resolving is not a write per request. */
  sessionSlideEveryMs: 60_000,
  emailCodeTtlMs: 15 * 60_000,
  twoFactorCodeTtlMs: 5 * 60_000,
  codeMaxWrongTries: 5,
  loginFailWindowMs: 15 * 60_000,
  minuteMs: 60_000,
} as const;
