import { TTL_INDEX_NAME } from '../../src/models/indexes';
import { startHarness, type Harness } from '../helpers/harness';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
}, 60_000);

afterAll(() => h.close());

const ttlOf = async (collection: string) => {
  const indexes = await h.app().mongo.collection(collection).listIndexes().toArray();
  return indexes.find((i) => i.name === TTL_INDEX_NAME);
};

describe('retention', () => {
  it('puts a TTL index of RETENTION_DAYS (default 90) on every collection and rebuilds it when the setting changes', async () => {
    await h.start({ consume: false });
    expect(await ttlOf('logs')).toMatchObject({ key: { timestamp: 1 }, expireAfterSeconds: 90 * 86_400 });
    expect(await ttlOf('results')).toMatchObject({ key: { timestamp: 1 }, expireAfterSeconds: 90 * 86_400 });
    expect(await ttlOf('domain_activity')).toMatchObject({ key: { latest: 1 }, expireAfterSeconds: 90 * 86_400 });
    await h.stop();

    h.config.RETENTION_DAYS = 7;
    await h.start({ consume: false });
    expect((await ttlOf('logs'))?.expireAfterSeconds).toBe(7 * 86_400);
    expect((await ttlOf('results'))?.expireAfterSeconds).toBe(7 * 86_400);
    expect((await ttlOf('domain_activity'))?.expireAfterSeconds).toBe(7 * 86_400);
  });
});
