import path from 'node:path';
import { ConfigError, loadConfig, publicHost } from '../src/config';

const root = '/repo';

function issues(env: Record<string, string>): string[] {
  try {
    loadConfig(env, root);
  } catch (err) {
    if (err instanceof ConfigError) return err.issues;
    throw err;
  }
  return [];
}

describe('supervisor config', () => {
  it('has working defaults with an empty env', () => {
    expect(loadConfig({}, root)).toEqual({
      root,
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.join(root, 'data'),
      mongodbUri: undefined,
      natsUrl: undefined,
      internalSecret: undefined,
      secretsKey: undefined,
      logLevel: 'info',
      skipBuild: false,
      services: undefined,
      eventsSubscribers: ['subscriber'],
    });
  });

  it('reads every variable', () => {
    const c = loadConfig(
      {
        PORT: '9000',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/dop',
        MONGODB_URI: 'mongodb://db:27017',
        NATS_URL: 'nats://a:4222,nats://b:4222',
        INTERNAL_SECRET: 's'.repeat(32),
        SECRETS_KEY: Buffer.alloc(32, 1).toString('base64'),
        LOG_LEVEL: 'debug',
        SKIP_BUILD: '1',
        SERVICES: 'identity, domains',
        EVENTS_SUBSCRIBERS: 'subscriber, billing-watch',
      },
      root,
    );
    expect(c).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/var/dop',
      logLevel: 'debug',
      skipBuild: true,
      services: ['identity', 'domains'],
      eventsSubscribers: ['subscriber', 'billing-watch'],
    });
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', MONGODB_URI: '' }, root)).toMatchObject({ port: 8080, mongodbUri: undefined });
  });

  it('names every bad variable at once', () => {
    const list = issues({
      PORT: '80a',
      MONGODB_URI: 'postgres://x',
      NATS_URL: 'http://x',
      INTERNAL_SECRET: 'short',
      SECRETS_KEY: 'abc',
      LOG_LEVEL: 'loud',
      SKIP_BUILD: 'yes',
      EVENTS_SUBSCRIBERS: 'Bad Name',
    });
    expect(list.map((l) => l.split(':')[0])).toEqual([
      'MONGODB_URI',
      'NATS_URL',
      'INTERNAL_SECRET',
      'SECRETS_KEY',
      'LOG_LEVEL',
      'EVENTS_SUBSCRIBERS',
      'PORT',
      'SKIP_BUILD',
    ]);
  });

  it('refuses ports out of range', () => {
    expect(issues({ PORT: '0' })).toEqual(['PORT: must be a port number 1-65535, got "0"']);
    expect(issues({ PORT: '70000' })[0]).toMatch(/^PORT:/);
  });

  it('prints a browsable address for wildcard binds', () => {
    expect(publicHost('0.0.0.0')).toBe('127.0.0.1');
    expect(publicHost('::1')).toBe('[::1]');
    expect(publicHost('localhost')).toBe('localhost');
  });
});
