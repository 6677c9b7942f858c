// failCommand fail points exist only with test commands enabled, and fail, close or annotate the next matching commands.
import { MongoClient } from 'mongodb';
import { WireServer } from '../../src/server';
import { memoryEngine } from './memory-engine';

async function start(enableTestCommands: boolean): Promise<{ client: MongoClient; stop(): Promise<void> }> {
  const server = new WireServer(memoryEngine(), { info: () => undefined, error: () => undefined }, { enableTestCommands });
  const port = await server.listen(0, '127.0.0.1');
  const client = await new MongoClient(`mongodb://127.0.0.1:${port}/?directConnection=true`, {
    retryReads: false,
    appName: 'fp-test',
  }).connect();
  return { client, stop: async () => (await client.close(), await server.close()) };
}

describe('configureFailPoint failCommand', () => {
  it('is CommandNotFound unless test commands are enabled', async () => {
    const s = await start(false);
    await expect(
      s.client.db('admin').command({ configureFailPoint: 'failCommand', mode: 'alwaysOn', data: { failCommands: ['ping'], errorCode: 8 } }),
    ).rejects.toMatchObject({ code: 59 });
    await s.stop();
  });

  it('fails the next n matching commands with the code and labels, then turns itself off', async () => {
    const s = await start(true);
    const admin = s.client.db('admin');
    await admin.command({
      configureFailPoint: 'failCommand',
      mode: { times: 2 },
      data: { failCommands: ['ping'], errorCode: 91, errorLabels: ['X'] },
    });
    const err = await admin.command({ ping: 1 }).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 91, codeName: 'ShutdownInProgress' });
    expect((err as { hasErrorLabel(l: string): boolean }).hasErrorLabel('X')).toBe(true);
    await expect(admin.command({ ping: 1 })).rejects.toMatchObject({ code: 91 });
    expect(await admin.command({ ping: 1 })).toEqual({ ok: 1 });
    await s.stop();
  });

  it('closes the connection, adds write concern errors, honours appName, and mode off clears it', async () => {
    const s = await start(true);
    const admin = s.client.db('admin');
    await admin.command({
      configureFailPoint: 'failCommand',
      mode: { times: 1 },
      data: { failCommands: ['count'], closeConnection: true },
    });
    await expect(s.client.db('d').collection('c').estimatedDocumentCount()).rejects.toThrow();
    await admin.command({
      configureFailPoint: 'failCommand',
      mode: 'alwaysOn',
      data: { failCommands: ['insert'], writeConcernError: { code: 91, errmsg: 'shutting down' } },
    });
    await expect(s.client.db('d').collection('c').insertOne({ a: 1 })).rejects.toMatchObject({ code: 91 });
    await admin.command({
      configureFailPoint: 'failCommand',
      mode: 'alwaysOn',
      data: { failCommands: ['insert'], errorCode: 8, appName: 'other' },
    });
    await s.client.db('d').collection('c').insertOne({ a: 2 });
    await admin.command({ configureFailPoint: 'failCommand', mode: 'off' });
    expect(await s.client.db('d').collection('c').find().toArray()).toHaveLength(2);
    await s.stop();
  });
});
