// getParameter / setParameter: the parameters drivers, mongoose and its suite set; ttlMonitorSleepSecs
// really changes how often expired documents go.
import { startMongo, type TestMongo } from '../engine/helpers';

let mongo: TestMongo;

beforeAll(async () => {
  // A slow monitor (60 s) that setParameter then speeds up.
  mongo = await startMongo(undefined, 60_000);
});
afterAll(async () => {
  await mongo.stop();
});

const admin = () => mongo.client.db('admin');

describe('setParameter / getParameter', () => {
  it('reports and sets known parameters, answering the old value', async () => {
    expect(await admin().command({ getParameter: 1, ttlMonitorSleepSecs: 1 })).toMatchObject({ ttlMonitorSleepSecs: 60, ok: 1 });
    expect(await admin().command({ setParameter: 1, logLevel: 1 })).toMatchObject({ was: 0, ok: 1 });
    expect(await admin().command({ getParameter: 1, logLevel: 1 })).toMatchObject({ logLevel: 1 });
    const all = await admin().command({ getParameter: '*' });
    expect(all.featureCompatibilityVersion).toEqual({ version: '8.0' });
  });

  it('refuses unknown and read-only parameters and other databases', async () => {
    await expect(admin().command({ setParameter: 1, noSuchThing: 1 })).rejects.toMatchObject({ code: 72 });
    await expect(admin().command({ setParameter: 1, enableTestCommands: 1 })).rejects.toMatchObject({ code: 72 });
    await expect(mongo.client.db('app').command({ setParameter: 1, logLevel: 0 })).rejects.toMatchObject({ code: 13 });
  });

  it('ttlMonitorSleepSecs: 1 makes expired documents go within seconds', async () => {
    const coll = mongo.client.db('app').collection('sessions');
    await coll.createIndex({ at: 1 }, { expireAfterSeconds: 0 });
    await coll.insertOne({ at: new Date(Date.now() - 1000) });
    await admin().command({ setParameter: 1, ttlMonitorSleepSecs: 1 });
    const deadline = Date.now() + 5000;
    while ((await coll.countDocuments()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await coll.countDocuments()).toBe(0);
  });
});
