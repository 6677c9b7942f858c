import { existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'nats';
import { freePort } from '../src/free-port';
import { findNatsServer, startNats } from '../src/nats-server';
import { processAlive } from '../src/process-table';

jest.setTimeout(30_000);

describe('startNats', () => {
  it('starts a JetStream server on a free port and stops it by PID', async () => {
    const nats = await startNats();
    expect(nats.url).toBe(`nats://127.0.0.1:${nats.port}`);
    expect(processAlive(nats.pid)).toBe(true);
    const nc = await connect({ servers: nats.url });
    const jsm = await nc.jetstreamManager();
    const info = await jsm.streams.add({ name: 'PROBE', subjects: ['probe.>'] });
    expect(info.config.name).toBe('PROBE');
    await nc.close();
    await nats.stop();
    expect(processAlive(nats.pid)).toBe(false);
    expect(existsSync(nats.storeDir)).toBe(false);
  });

  it('keeps streams across a restart on the same port and store dir', async () => {
    const storeDir = await mkdtemp(join(tmpdir(), 'nats-keep-'));
    try {
      const a = await startNats({ storeDir });
      const nc = await connect({ servers: a.url });
      await (await nc.jetstreamManager()).streams.add({ name: 'KEEP', subjects: ['keep.>'] });
      await nc.jetstream().publish('keep.one', new TextEncoder().encode('1'));
      await nc.close();
      await a.stop();
      expect(existsSync(storeDir)).toBe(true);

      const b = await startNats({ port: a.port, storeDir });
      const nc2 = await connect({ servers: b.url });
      const info = await (await nc2.jetstreamManager()).streams.info('KEEP');
      expect(info.state.messages).toBe(1);
      await nc2.close();
      await b.stop();
    } finally {
      await rm(storeDir, { recursive: true, force: true });
    }
  });

  it('a port taken between choosing it and binding it: another one is tried; a port asked for is not', async () => {
    const squatter = createServer();
    await new Promise<void>((r) => squatter.listen(0, '127.0.0.1', r));
    const taken = (squatter.address() as AddressInfo).port;
    try {
      const ports = [taken];
      const nats = await startNats({ pickPort: async () => ports.shift() ?? freePort() });
      expect(nats.port).not.toBe(taken);
      const nc = await connect({ servers: nats.url });
      await nc.close();
      await nats.stop();
      await expect(startNats({ port: taken })).rejects.toThrow(`port ${taken} taken`);
    } finally {
      squatter.close();
    }
  });

  it('finds the Debian binary and names the package when it is missing', async () => {
    expect(findNatsServer()).toMatch(/nats-server$/);
    expect(() => findNatsServer(['/nonexistent'])).toThrow('install the Debian package "nats-server"');
    await expect(startNats({ binary: '/nonexistent/nats-server' })).rejects.toThrow(
      'nats-server not found at /nonexistent/nats-server: install the Debian package "nats-server"',
    );
  });
});
