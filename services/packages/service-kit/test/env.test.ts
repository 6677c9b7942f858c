import { z } from 'zod';
import { baseServiceEnv, EnvError, envInt, parseEnv, secretServiceEnv } from '../src/env';

const good = {
  PORT: '3001',
  MONGODB_URI: 'mongodb://127.0.0.1:27017',
  INTERNAL_SECRET: 'x'.repeat(32),
};

describe('parseEnv', () => {
  it('parses the base variables and applies defaults', () => {
    const cfg = parseEnv(baseServiceEnv, good);
    expect(cfg).toEqual({
      PORT: 3001,
      HOST: '127.0.0.1',
      MONGODB_URI: 'mongodb://127.0.0.1:27017',
      NATS_URL: 'nats://127.0.0.1:4222',
      INTERNAL_SECRET: 'x'.repeat(32),
      LOG_LEVEL: 'info',
      EVENTS_MAX_AGE_DAYS: 30,
      EVENTS_MAX_BYTES: 1024 * 1024 * 1024,
    });
  });

  it('lists every bad variable by name', () => {
    let caught: unknown;
    try {
      parseEnv(baseServiceEnv, { PORT: 'abc', MONGODB_URI: 'http://x', INTERNAL_SECRET: 'short', LOG_LEVEL: 'loud' });
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(EnvError);
    const names = (caught as EnvError).issues.map((i) => i.split(':')[0]);
    expect(names.sort()).toEqual(['INTERNAL_SECRET', 'LOG_LEVEL', 'MONGODB_URI', 'PORT']);
    expect((caught as EnvError).message).toContain('INTERNAL_SECRET: must be at least 32 characters');
  });

  it('treats an empty string as missing', () => {
    expect(() => parseEnv(baseServiceEnv, { ...good, MONGODB_URI: '' })).toThrow('MONGODB_URI: is required');
  });

  it('checks SECRETS_KEY is base64 of 32 bytes', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(parseEnv(secretServiceEnv, { ...good, SECRETS_KEY: key }).SECRETS_KEY).toBe(key);
    expect(() => parseEnv(secretServiceEnv, { ...good, SECRETS_KEY: Buffer.alloc(16).toString('base64') })).toThrow(
      'SECRETS_KEY: must be base64 of exactly 32 bytes',
    );
  });

  it('accepts a service-specific extension', () => {
    const schema = baseServiceEnv.extend({ SMTP_URL: z.string().url() });
    expect(() => parseEnv(schema, good)).toThrow('SMTP_URL: is required');
  });
});

describe('envInt', () => {
  const schema = baseServiceEnv.extend({ LIMIT: envInt(8, 1, 100) });

  it('uses the fallback when unset or empty, coerces a number within the bounds', () => {
    expect(parseEnv(schema, good).LIMIT).toBe(8);
    expect(parseEnv(schema, { ...good, LIMIT: '' }).LIMIT).toBe(8);
    expect(parseEnv(schema, { ...good, LIMIT: '42' }).LIMIT).toBe(42);
  });

  it('refuses a fraction, text and values out of bounds, naming the variable', () => {
    for (const bad of ['1.5', 'many', '0', '101']) {
      expect(() => parseEnv(schema, { ...good, LIMIT: bad })).toThrow(/LIMIT: /);
    }
  });
});
