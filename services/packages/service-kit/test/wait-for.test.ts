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

  it('stops early with the reason abort gives, and reports slowness while it waits', async () => {
    let calls = 0;
    const slow: number[] = [];
    const aborted = waitFor(() => false, {
      timeoutMs: Infinity,
      intervalMs: 5,
      slowEveryMs: 10,
      onSlow: (ms) => slow.push(ms),
      abort: () => (++calls > 8 ? 'the child exited for good' : undefined),
    });
    await expect(aborted).rejects.toThrow('the child exited for good');
    expect(slow.length).toBeGreaterThan(0);
    expect(slow.every((ms) => ms >= 10)).toBe(true);
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
