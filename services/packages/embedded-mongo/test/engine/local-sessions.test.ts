// $listLocalSessions lists the sessions the server has seen through lsid; endSessions and the timeout forget them.
import { Binary } from 'bson';
import { SessionRegistry } from '../../src/commands/sessions';
import { startMongo, type TestMongo } from './helpers';

let mongo: TestMongo;

beforeAll(async () => {
  mongo = await startMongo();
});

afterAll(() => mongo.stop());

describe('$listLocalSessions', () => {
  it('lists a session once a command used it', async () => {
    const session = mongo.client.startSession();
    await mongo.client.db('d').collection('c').insertOne({ a: 1 }, { session });
    const id = session.id!.id.toString('hex');
    const listed = await mongo.client
      .db('admin')
      .aggregate([{ $listLocalSessions: { allUsers: true } }])
      .toArray();
    expect(listed.map((s) => s._id.id.toString('hex'))).toContain(id);
    expect(listed[0]).toEqual({ _id: { id: expect.anything(), uid: expect.anything() }, lastUse: expect.any(Date) });
    await session.endSession();
  });

  it('must run with aggregate: 1, not on a collection', async () => {
    await expect(
      mongo.client
        .db('d')
        .collection('c')
        .aggregate([{ $listLocalSessions: {} }])
        .toArray(),
    ).rejects.toMatchObject({ code: 73 });
  });

  it('forgets ended and expired sessions', () => {
    const reg = new SessionRegistry();
    const a = new Binary(Buffer.alloc(16, 1), 4);
    const b = new Binary(Buffer.alloc(16, 2), 4);
    reg.touch({ lsid: { id: a } }, new Date(0));
    reg.touch({ lsid: { id: b } }, new Date(60_000));
    reg.end([{ id: b }]);
    expect(reg.list(new Date(120_000))).toHaveLength(1);
    expect(reg.list(new Date(31 * 60_000))).toHaveLength(0);
  });
});
