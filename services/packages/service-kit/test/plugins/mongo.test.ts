import { freePort, testEnv } from '@dop/service-testing';
import { baseServiceEnv, parseEnv } from '../../src/env';
import { createService } from '../../src/create-service';
import { databaseFromUri, redactUri } from '../../src/plugins/mongo';

jest.setTimeout(20_000);

describe('databaseFromUri', () => {
  it.each([
    ['mongodb://127.0.0.1:27017', null],
    ['mongodb://127.0.0.1:27017/', null],
    ['mongodb://127.0.0.1:27017/?directConnection=true', null],
    ['mongodb://u:p@h1:1,h2:2/domains?replicaSet=rs0', 'domains'],
    ['mongodb+srv://cluster.example.com/billing', 'billing'],
  ])('%s → %s', (uri, db) => {
    expect(databaseFromUri(uri)).toBe(db);
  });
});

describe('redactUri', () => {
  it('hides credentials', () => {
    expect(redactUri('mongodb://admin:s3cret@h:1/db')).toBe('mongodb://***@h:1/db');
    expect(redactUri('mongodb://h:1/db')).toBe('mongodb://h:1/db');
  });
});

describe('mongo plugin', () => {
  it('fails fast with a clear error, without credentials, when the server is unreachable', async () => {
    const port = await freePort();
    const config = parseEnv(baseServiceEnv, testEnv({ mongoUri: `mongodb://admin:s3cret@127.0.0.1:${port}/x` }));
    const started = Date.now();
    const attempt = createService({
      name: 'mongoy',
      config,
      mongo: { serverSelectionTimeoutMS: 500 },
      logger: false,
    });
    await expect(attempt).rejects.toThrow(`MongoDB at mongodb://***@127.0.0.1:${port}/x is unreachable`);
    await expect(attempt).rejects.not.toThrow('s3cret');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
