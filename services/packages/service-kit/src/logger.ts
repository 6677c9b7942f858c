// pino options shared by every service; secrets in headers never reach the logs.
import type { FastifyServerOptions } from 'fastify';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export function loggerOptions(service: string, level: LogLevel): FastifyServerOptions['logger'] {
  return {
    level,
    base: { service },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-identity-sig"]', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
  };
}
