import { spawn } from 'node:child_process';
import { findNatsServer, freePort, startNats, stopChild, testEnv, waitFor, type TestNats } from '@dop/service-testing';
import { baseServiceEnv, parseEnv } from '../../src/env';
import { createService } from '../../src/create-service';
import { connectNats } from '../../src/plugins/nats';

jest.setTimeout(30_000);

let nats: TestNats;
beforeAll(async () => {
  nats = await startNats();
});
afterAll(() => nats.stop());

const config = (natsUrl: string) => parseEnv(baseServiceEnv, testEnv({ natsUrl }));

describe('nats plugin', () => {
  it('decorates nats, js and jsm, and drains the connection on close', async () => {
    const app = await createService({ name: 'natsy', config: config(nats.url), nats: true, logger: false });
    const info = await app.jsm.streams.add({ name: 'NATSY', subjects: ['natsy.>'] });
    expect(info.config.name).toBe('NATSY');
    const ack = await app.js.publish('natsy.x', new TextEncoder().encode('{}'));
    expect(ack.stream).toBe('NATSY');
    expect(app.nats.isClosed()).toBe(false);
    await app.close();
    expect(app.nats.isClosed()).toBe(true);
  });

  it('fails fast with the URL in the message when nothing listens', async () => {
    const port = await freePort();
    const started = Date.now();
    await expect(createService({ name: 'natsy', config: config(`nats://127.0.0.1:${port}`), nats: true, logger: false })).rejects.toThrow(
      `NATS at nats://127.0.0.1:${port} is unreachable`,
    );
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses a server without JetStream, naming the -js flag', async () => {
    const port = await freePort();
    const child = spawn(findNatsServer(), ['-a', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
    try {
      const nc = await waitFor(() => connectNats({ url: `nats://127.0.0.1:${port}`, name: 'probe' }), { what: 'plain nats' });
      await nc.close();
      await expect(createService({ name: 'natsy', config: config(`nats://127.0.0.1:${port}`), nats: true, logger: false })).rejects.toThrow(
        'has no JetStream (start nats-server with -js)',
      );
    } finally {
      await stopChild(child);
    }
  });
});
