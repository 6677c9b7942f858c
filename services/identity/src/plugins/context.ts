// Everything the identity routes share, built once per app: models, stores, mail, Telegram, the
// three rate limits (issue 4) and the event publisher. Decorated on the app as `identity`.
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { LIMITS, type IdentityConfig } from '../config';
import { UserEvents } from '../events/user-events';
import { ApiTokenStore } from '../lib/api-tokens';
import { createMailer, type Mailer } from '../lib/mailer';
import { OneTimeCodes } from '../lib/one-time-codes';
import { OutboundIp } from '../lib/outbound-ip';
import { SlidingWindowLimiter } from '../lib/rate-limiter';
import { SessionStore } from '../lib/sessions';
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
  limits: {
    /** Failed sign-ins per account (e-mail) within 15 minutes. */
    loginFails: SlidingWindowLimiter;
    /** Code checks (e-mail, reset, 2FA) per account per minute. */
    codeChecks: SlidingWindowLimiter;
    /** Any /api/auth request per client IP per minute. */
    perIp: SlidingWindowLimiter;
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
  await UserEvents.declare(app.jsm);
  const codes = new OneTimeCodes(models, config.INTERNAL_SECRET);
  const telegram = createTelegramClient({ apiUrl: config.TELEGRAM_API_URL, token: config.TELEGRAM_BOT_TOKEN });
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
    limits: {
      loginFails: new SlidingWindowLimiter(config.LOGIN_FAILS_PER_ACCOUNT, LIMITS.loginFailWindowMs),
      codeChecks: new SlidingWindowLimiter(config.CODE_CHECKS_PER_MIN, LIMITS.minuteMs),
      perIp: new SlidingWindowLimiter(config.AUTH_REQUESTS_PER_IP_PER_MIN, LIMITS.minuteMs),
    },
  };
}
