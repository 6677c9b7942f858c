// service-kit's pino options plus the sign-in secrets: should any of these fields ever reach a log
// object (a body, an error's details), pino prints '[redacted]' instead (issue 4: no secret in logs).
import { loggerOptions, type LogLevel } from '@dop/service-kit';
import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

export const SECRET_FIELDS = [
  'password',
  'newPassword',
  'code',
  'twoFactorCode',
  'token',
  'secret',
  'sid',
  'passwordHash',
  'tokenHash',
  'digest',
];

interface PinoOptions {
  level: string;
  base: object;
  redact: { paths: string[]; censor: string };
}

export function identityLoggerOptions(level: LogLevel, stream?: DestinationStream): FastifyServerOptions['logger'] {
  const base = loggerOptions('identity', level) as PinoOptions;
  const paths = [
    ...base.redact.paths,
    'req.body',
    'req.headers["x-forwarded-for"]',
    ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
  ];
  return { ...base, redact: { ...base.redact, paths }, ...(stream ? { stream } : {}) };
}
