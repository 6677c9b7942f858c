import { startMongo, type TestMongo } from '@dop/service-testing';
import mongoose, { type Connection } from 'mongoose';
import { OneTimeCodes } from '../../src/lib/one-time-codes';
import { createModels, syncIndexes, type Models } from '../../src/models';

let mongo: TestMongo;
let conn: Connection;
let models: Models;
let now = Date.now();
const clock = () => now;
const KEY = 'k'.repeat(32);

beforeAll(async () => {
  mongo = await startMongo();
  conn = await mongoose.createConnection(mongo.uriFor('codes_test')).asPromise();
  models = createModels(conn);
  await syncIndexes(models);
}, 60_000);
afterAll(async () => {
  await conn?.close();
  await mongo?.stop();
});
beforeEach(() => {
  now = Date.now();
});

const other = (code: string) => (code === '000000' ? '000001' : '000000');

describe('OneTimeCodes', () => {
  it('issues 6 digits, accepts the right code once, stores only an HMAC', async () => {
    const codes = new OneTimeCodes(models, KEY, clock);
    const code = await codes.issue('verify-email', 'a@b.co', 60_000);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await models.codes.find({ subject: 'a@b.co' }).lean();
    expect(JSON.stringify(stored)).not.toContain(`"${code}"`);
    expect(await codes.check('verify-email', 'a@b.co', code)).toBe('ok');
    expect(await codes.check('verify-email', 'a@b.co', code)).toBe('missing');
  });

  it('expires after its time to live', async () => {
    const codes = new OneTimeCodes(models, KEY, clock);
    const code = await codes.issue('reset-password', 'b@b.co', 15 * 60_000);
    now += 15 * 60_000;
    expect(await codes.check('reset-password', 'b@b.co', code)).toBe('expired');
  });

  it('is dead after 5 wrong tries until a new code is issued', async () => {
    const codes = new OneTimeCodes(models, KEY, clock);
    const code = await codes.issue('verify-email', 'c@b.co', 60_000);
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await codes.check('verify-email', 'c@b.co', other(code)));
    expect(results).toEqual(['wrong', 'wrong', 'wrong', 'wrong', 'exhausted']);
    expect(await codes.check('verify-email', 'c@b.co', code)).toBe('exhausted');
    const fresh = await codes.issue('verify-email', 'c@b.co', 60_000);
    expect(await codes.check('verify-email', 'c@b.co', fresh)).toBe('ok');
  });

  it('a new code replaces the old one; purposes and subjects are kept apart', async () => {
    const codes = new OneTimeCodes(models, KEY, clock);
    const first = await codes.issue('verify-email', 'd@b.co', 60_000);
    let second = await codes.issue('verify-email', 'd@b.co', 60_000);
    while (second === first) second = await codes.issue('verify-email', 'd@b.co', 60_000);
    expect(await codes.check('verify-email', 'd@b.co', first)).toBe('wrong');
    const reset = await codes.issue('reset-password', 'd@b.co', 60_000);
    expect(await codes.check('verify-email', 'e@b.co', second)).toBe('missing');
    expect(await codes.check('verify-email', 'd@b.co', second)).toBe('ok');
    expect(await codes.check('reset-password', 'd@b.co', reset)).toBe('ok');
  });

  it('a code made under another key is not accepted', async () => {
    const code = await new OneTimeCodes(models, KEY, clock).issue('2fa-login', 'u1', 60_000);
    expect(await new OneTimeCodes(models, 'z'.repeat(32), clock).check('2fa-login', 'u1', code)).toBe('wrong');
  });

  it('has a TTL index on expiresAt and one live code per purpose and subject', async () => {
    const indexes = await models.codes.collection.indexes();
    expect(indexes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: { expiresAt: 1 }, expireAfterSeconds: 0 }),
        expect.objectContaining({ key: { purpose: 1, subject: 1 }, unique: true }),
      ]),
    );
  });
});
