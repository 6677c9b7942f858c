// service-kit's pino options plus the sign-in secrets: should any of these fields ever reach a log
// object (a body, an error's details), pino prints '[redacted]' instead (issue 4: no secret in logs);
// an invitation token in a URL is masked (issue 25).
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
  'invite',
];

/** An invitation link's token travels in one URL (GET /api/auth/invitations/:token): logged masked. */
export function maskUrl(url: string): string {
  return url.replace(/(\/invitations\/)[^/?#]{16,}/, '$1[redacted]');
}

interface LoggedRequest {
  method?: string;
  url?: unknown;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request fields, with the URL masked. */
function requestSerializer(req: LoggedRequest) {
  const url = typeof req.url === 'string' ? maskUrl(req.url) : undefined;
  return { method: req.method, url, host: req.hostname, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

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
  return { ...base, redact: { ...base.redact, paths }, serializers: { req: requestSerializer }, ...(stream ? { stream } : {}) };
}
