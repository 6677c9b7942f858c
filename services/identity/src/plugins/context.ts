// Everything the identity routes share, built once per app: models, stores, mail, Telegram, the
// three rate limits (issue 4; counted in MongoDB since issue 25, so replicas share them), the team
// (invitations, settings, audit log, revocations) and the event publisher. Decorated on the app as
// `identity`. The team migration runs here, before any route serves.
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { egressPolicyFrom, guardedAgent } from '@dop/service-kit';
import { LIMITS, type IdentityConfig } from '../config';
import { AccessChanges } from '../events/access-changes';
import { UserEvents } from '../events/user-events';
import { ApiTokenStore } from '../lib/api-tokens';
import { AuditLog } from '../lib/audit-log';
import { InvitationStore } from '../lib/invitations';
import { createMailer, type Mailer } from '../lib/mailer';
import type { MembershipRules } from '../lib/membership';
import { OneTimeCodes } from '../lib/one-time-codes';
import { OutboundIp } from '../lib/outbound-ip';
import { SharedLimiter } from '../lib/rate-limiter';
import { SessionStore } from '../lib/sessions';
import { enforceOwnerEmail, migrateTeam } from '../lib/team-migration';
import { TeamSettingsStore } from '../lib/team-settings';
import { createTelegramClient, type TelegramClient } from '../lib/telegram-client';
import { TelegramLinking } from '../lib/telegram-linking';
import { TwoFactor } from '../lib/two-factor';
import { createModels, syncIndexes, type Models } from '../models';

export interface IdentityContext {
  config: IdentityConfig;
  models: Models;
  sessions: SessionStore;
  tokens: ApiTokenStore;
  codes: OneTimeCodes;
  twoFactor: TwoFactor;
  telegram: TelegramClient;
  telegramLinking: TelegramLinking;
  mailer: Mailer;
  events: UserEvents;
  outboundIp: OutboundIp;
  membership: MembershipRules;
  invitations: InvitationStore;
  teamSettings: TeamSettingsStore;
  audit: AuditLog;
  accessChanges: AccessChanges;
  limits: {
    /** Failed sign-ins and step-ups per account and source address (`email|ip`, grouped by e-mail) within 15 minutes. */
    loginFails: SharedLimiter;
    /** Code checks (e-mail, reset, 2FA) per account per minute. */
    codeChecks: SharedLimiter;
    /** Any /api/auth request per client IP per minute. */
    perIp: SharedLimiter;
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityContext;
  }
}

export async function buildContext(app: FastifyInstance, config: IdentityConfig, log: FastifyBaseLogger): Promise<IdentityContext> {
  const models = createModels(app.mongo);
  await syncIndexes(models);
  await migrateTeam(models, config.OWNER_EMAIL, log);
  await enforceOwnerEmail(models, config.OWNER_EMAIL, log);
  await UserEvents.declare(app.jsm);
  const codes = new OneTimeCodes(models, config.INTERNAL_SECRET);
  const telegramAgent = guardedAgent(egressPolicyFrom(config));
  app.addHook('onClose', () => telegramAgent.close());
  const telegram = createTelegramClient({ apiUrl: config.TELEGRAM_API_URL, token: config.TELEGRAM_BOT_TOKEN, dispatcher: telegramAgent });
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, outboxDir: join(config.DATA_DIR, 'outbox'), from: config.MAIL_FROM, log });
  return {
    config,
    models,
    sessions: new SessionStore(models),
    tokens: new ApiTokenStore(models),
    codes,
    twoFactor: new TwoFactor(models, codes, telegram, log),
    telegram,
    telegramLinking: new TelegramLinking(models, telegram),
    mailer,
    events: new UserEvents(app.js, log),
    outboundIp: new OutboundIp(config.PUBLIC_IP_URL),
    membership: { ownerEmail: config.OWNER_EMAIL, signupMode: config.SIGNUP_MODE },
    invitations: new InvitationStore(models),
    teamSettings: new TeamSettingsStore(models),
    audit: new AuditLog(models),
    accessChanges: new AccessChanges(app.nats, log),
    limits: {
      loginFails: new SharedLimiter(models.rateHits, 'login-fails', config.LOGIN_FAILS_PER_ACCOUNT, LIMITS.loginFailWindowMs),
      codeChecks: new SharedLimiter(models.rateHits, 'code-checks', config.CODE_CHECKS_PER_MIN, LIMITS.minuteMs),
      perIp: new SharedLimiter(models.rateHits, 'auth-per-ip', config.AUTH_REQUESTS_PER_IP_PER_MIN, LIMITS.minuteMs),
    },
  };
}
