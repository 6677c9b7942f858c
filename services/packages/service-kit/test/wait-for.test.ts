import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { freePort } from '../src/free-port';
import { waitFor } from '../src/wait-for';

describe('waitFor', () => {
  it('returns the first truthy value', async () => {
    let n = 0;
    const value = await waitFor(() => (++n >= 3 ? `done after ${n}` : false), { intervalMs: 5 });
    expect(value).toBe('done after 3');
  });

  it('times out naming what it waited for and the last error', async () => {
    await expect(
      waitFor(
        () => {
          throw new Error('still down');
        },
        { timeoutMs: 50, intervalMs: 10, what: 'the probe' },
      ),
    ).rejects.toThrow('Timed out after 50 ms waiting for the probe: still down');
  });
});

describe('freePort', () => {
  it('gives a port that can be bound right away', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    const srv = createServer();
    await new Promise<void>((resolve, reject) => srv.once('error', reject).listen(port, '127.0.0.1', resolve));
    await new Promise((r) => srv.close(r));
  });

  it('comes from below the ephemeral range, where no outgoing connection takes its source port', async () => {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    for (let i = 0; i < 20; i++) {
      const port = await freePort();
      expect(port).toBeGreaterThanOrEqual(10_000);
      expect(port).toBeLessThan(low);
    }
  });
});
