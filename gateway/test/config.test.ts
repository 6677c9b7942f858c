import path from 'node:path';
import { EnvError } from '@dop/service-kit';
import { configFromEnv } from '../src/config';

const SECRET = 'a'.repeat(32);

test('defaults, and only services with a URL are deployed', () => {
  const c = configFromEnv({
    INTERNAL_SECRET: SECRET,
    SERVICE_IDENTITY_URL: 'http://127.0.0.1:4101/',
    SERVICE_DNS_PROVIDERS_URL: 'http://127.0.0.1:4107',
  });
  expect(c).toMatchObject({ port: 8080, host: '127.0.0.1', natsUrl: 'nats://127.0.0.1:4222' });
  expect(c.services).toEqual({ identity: 'http://127.0.0.1:4101', 'dns-providers': 'http://127.0.0.1:4107' });
  expect(c.staticRoot).toBe(path.resolve(__dirname, '..', '..'));
});

test('every bad variable is named', () => {
  let err: unknown;
  try {
    configFromEnv({ INTERNAL_SECRET: 'short', PORT: 'eighty', SERVICE_SSH_URL: 'ftp://x', PUBLIC_ORIGIN: 'https://a.b/path' });
  } catch (e) {
    err = e;
  }
  expect(err).toBeInstanceOf(EnvError);
  const names = (err as EnvError).issues.map((i) => i.split(':')[0]).sort();
  expect(names).toEqual(['INTERNAL_SECRET', 'PORT', 'PUBLIC_ORIGIN', 'SERVICE_SSH_URL']);
});

test('transport limits: defaults, values, and bad ones named', () => {
  const d = configFromEnv({ INTERNAL_SECRET: SECRET });
  expect([d.maxConnectionsPerClient, d.bodyTimeoutMs, d.trustedProxies?.has('127.0.0.1')]).toEqual([64, 10_000, false]);
  const c = configFromEnv({
    INTERNAL_SECRET: SECRET,
    GATEWAY_MAX_CONNECTIONS_PER_CLIENT: '8',
    GATEWAY_BODY_TIMEOUT_MS: '2500',
    GATEWAY_TRUSTED_PROXIES: '10.0.0.0/8, ::1',
  });
  expect([c.maxConnectionsPerClient, c.bodyTimeoutMs, c.trustedProxies?.has('10.1.2.3'), c.trustedProxies?.has('11.0.0.1')]).toEqual([
    8,
    2_500,
    true,
    false,
  ]);
  let err: unknown;
  try {
    configFromEnv({
      INTERNAL_SECRET: SECRET,
      GATEWAY_MAX_CONNECTIONS_PER_CLIENT: '0',
      GATEWAY_BODY_TIMEOUT_MS: 'soon',
      GATEWAY_TRUSTED_PROXIES: '10.0.0.0/33',
    });
  } catch (e) {
    err = e;
  }
  const names = (err as EnvError).issues.map((i) => i.split(':')[0]).sort();
  expect(names).toEqual(['GATEWAY_BODY_TIMEOUT_MS', 'GATEWAY_MAX_CONNECTIONS_PER_CLIENT', 'GATEWAY_TRUSTED_PROXIES']);
});
