// The identity service's env: the base service variables plus mail, Telegram, the rate limits
// (issue 4: LOGIN_FAILS_PER_ACCOUNT, CODE_CHECKS_PER_MIN, AUTH_REQUESTS_PER_IP_PER_MIN) and the team
// (issue 25: OWNER_EMAIL, SIGNUP_MODE, TRUSTED_PROXIES).
import { SignupMode } from '@dop/contracts/team';
import { baseServiceEnv, egressAllowVar, trustedProxiesVar } from '@dop/service-kit';
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
  /** What outbound calls (TELEGRAM_API_URL) may reach despite the egress guard: host, host:port or CIDR. */
  EGRESS_ALLOW: egressAllowVar,
  /** Optional service that answers with the caller's public IP as text; otherwise the interfaces are read. */
  PUBLIC_IP_URL: z.string().url().optional(),
  LOGIN_FAILS_PER_ACCOUNT: count(5),
  CODE_CHECKS_PER_MIN: count(5),
  AUTH_REQUESTS_PER_IP_PER_MIN: count(100),
  /**
   * The owner's e-mail (read by lib/membership.ts and lib/team-migration.ts): that account is the owner
   * once verified, and is made the owner again at start (a way back in). Unset: the first verified account
   * of a fresh deployment is the owner.
   */
  OWNER_EMAIL: z.string().trim().toLowerCase().email('must be an e-mail address').optional(),
  /**
   * What a sign-up without an invitation becomes once its e-mail is verified (lib/membership.ts):
   * `approval` pending until an admin approves, `invite-only` refused, `open` an active operator (for a
   * trusted network only).
   */
  SIGNUP_MODE: SignupMode.default('approval'),
  /**
   * Comma list of IPs or CIDRs of the proxies (the gateway) whose X-Forwarded-For is believed
   * (lib/client-ip.ts): the per-IP limits and lockouts and the audit log's "from where". The default is
   * loopback, where the gateway runs on one machine; set it to the gateways' addresses elsewhere.
   */
  TRUSTED_PROXIES: trustedProxiesVar('127.0.0.1/8,::1'),
});
export type IdentityConfig = z.infer<typeof identityEnv>;

/** Business constants of issue 4, spec 1 §9 and issue 25. */
export const LIMITS = {
  sessionTtlMs: 30 * 24 * 3600_000,
  /** A session's expiry (and the member's lastSeenAt) is pushed forward at most this often. */
  sessionSlideEveryMs: 60_000,
  emailCodeTtlMs: 15 * 60_000,
  twoFactorCodeTtlMs: 5 * 60_000,
  codeMaxWrongTries: 5,
  loginFailWindowMs: 15 * 60_000,
  minuteMs: 60_000,
  /** An unverified registration is removed after this (TTL on User.unverifiedExpiresAt). */
  unverifiedTtlMs: 24 * 3600_000,
  invitationTtlMs: 7 * 24 * 3600_000,
  /** A token's lastUsedAt is written at most this often. */
  tokenTouchEveryMs: 60_000,
} as const;
