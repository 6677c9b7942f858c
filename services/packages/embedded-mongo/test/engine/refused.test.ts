// What stays refused, each with an error that names it: geospatial query operators and $geoNear (2d and
// 2dsphere index definitions are accepted, stored and listed), $where, capped, time-series and clustered
// collections.
import type { Db } from 'mongodb';
import { startMongo, type TestMongo } from './helpers';

let mongo: TestMongo;
let db: Db;

beforeAll(async () => {
  mongo = await startMongo();
  db = mongo.client.db('refused');
});
afterAll(async () => {
  await mongo.stop();
});

describe('geospatial', () => {
  it('2d and 2dsphere definitions are accepted and listed; the collection keeps working', async () => {
    const places = db.collection('places');
    await places.createIndex({ loc: '2dsphere' });
    await places.createIndex({ pos: '2d' }, { bits: 26 });
    const list = await places.listIndexes().toArray();
    expect(list.map((i) => [i.name, i.key])).toEqual([
      ['_id_', { _id: 1 }],
      ['loc_2dsphere', { loc: '2dsphere' }],
      ['pos_2d', { pos: '2d' }],
    ]);
    expect(list[1]['2dsphereIndexVersion']).toBe(3);
    expect(list[2].bits).toBe(26);
    await places.insertMany([
      { n: 1, loc: { type: 'Point', coordinates: [1, 2] } },
      { n: 2, pos: [3, 4] },
    ]);
    // Never used as an index: an equality on the field still finds the document.
    expect(await places.countDocuments({ loc: { type: 'Point', coordinates: [1, 2] } })).toBe(1);
    expect(await places.countDocuments({ 'pos.0': 3 })).toBe(1);
  });

  it.each(['$near', '$nearSphere', '$geoWithin', '$geoIntersects', '$within'])('%s is refused by name', async (op) => {
    const err = await db
      .collection('places')
      .find({ loc: { [op]: { $geometry: { type: 'Point', coordinates: [0, 0] } } } })
      .toArray()
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 115, message: `geospatial query operator ${op} is not supported by embedded-mongo` });
  });

  it('$geoNear is refused by name', async () => {
    const err = await db
      .collection('places')
      .aggregate([{ $geoNear: { near: [0, 0], distanceField: 'd' } }])
      .toArray()
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 115, message: expect.stringContaining('$geoNear is not supported') });
  });
});

describe('replica-set features', () => {
  it('change streams and transactions answer as a standalone mongod', async () => {
    const err = await db
      .collection('places')
      .aggregate([{ $changeStream: {} }])
      .toArray()
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 40573, message: 'The $changeStream stage is only supported on replica sets' });
    const session = mongo.client.startSession();
    session.startTransaction();
    // A read: for writes the driver replaces the answer by its own retryable-writes message.
    const tx = await db
      .collection('places')
      .find({}, { session })
      .toArray()
      .catch((e: unknown) => e);
    expect(tx).toMatchObject({ code: 20, message: 'Transaction numbers are only allowed on a replica set member or mongos' });
    await session.endSession();
  });
});

describe('server-side JavaScript and special collections', () => {
  it('$where is refused by name', async () => {
    const err = await db
      .collection('places')
      .find({ $where: 'true' })
      .toArray()
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 2, message: expect.stringContaining('$where is not supported by embedded-mongo') });
  });

  it.each([
    ['capped', { capped: true, size: 4096 }],
    ['timeseries', { timeseries: { timeField: 't' } }],
    ['clusteredIndex', { clusteredIndex: { key: { _id: 1 }, unique: true } }],
  ])('a %s collection is refused by name', async (option, options) => {
    const err = await db.createCollection(`c_${option}`, options).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 115, message: `collection option '${option}' is not supported by embedded-mongo` });
  });
});
