import net from 'node:net';
import { isPortFree, PortAllocator } from '../src/ports';

function listen(): Promise<net.Server> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => resolve(s));
  });
}

describe('port allocation', () => {
  it('hands out distinct ports that can be bound', async () => {
    const alloc = new PortAllocator('127.0.0.1');
    const ports: number[] = [];
    for (let i = 0; i < 20; i++) ports.push(await alloc.next());
    expect(new Set(ports).size).toBe(20);
    for (const p of ports.slice(0, 3)) expect(await isPortFree('127.0.0.1', p)).toBe(true);
  });

  it('sees a port in use as not free', async () => {
    const server = await listen();
    const port = (server.address() as net.AddressInfo).port;
    expect(await isPortFree('127.0.0.1', port)).toBe(false);
    await new Promise((r) => server.close(r));
    expect(await isPortFree('127.0.0.1', port)).toBe(true);
  });

  it('never hands out a claimed port', async () => {
    const alloc = new PortAllocator('127.0.0.1');
    const first = await alloc.next();
    const other = new PortAllocator('127.0.0.1');
    other.claim(first);
    for (let i = 0; i < 20; i++) expect(await other.next()).not.toBe(first);
  });
});
