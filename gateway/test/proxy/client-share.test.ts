// Each client's share of the upstream pools on real sockets (issue 26): past
// GATEWAY_MAX_CONNECTIONS_PER_CLIENT requests in flight one more answers 429, per user when signed in
// and per address otherwise, and 1,000 slow-body connections from two addresses keep nobody else from
// being served.
import { waitFor } from '@dop/service-testing';
import { startHarness, type Harness } from '../helpers/gateway-harness';
import { rawCall } from '../helpers/raw-call';
import { holdBody, rawExchange, replyBody, type HeldSocket } from '../helpers/raw-socket';

let h: Harness;
beforeAll(async () => {
  // The default share (64) and body timeout (10 s): the held bodies stay held for the whole test.
  h = await startHarness(['identity', 'billing']);
});
afterAll(async () => {
  await h?.close();
});

const slowLogin = 'POST /api/auth/login HTTP/1.1\r\nHost: gw\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{';

async function holdMany(n: number, localAddress: string, head = slowLogin, url = h.url): Promise<HeldSocket[]> {
  const held: HeldSocket[] = [];
  // In batches, so the listen backlog is never what refuses a connection.
  for (let at = 0; at < n; at += 100) {
    held.push(...(await Promise.all(Array.from({ length: Math.min(100, n - at) }, () => holdBody(url, head, { localAddress })))));
  }
  return held;
}

/** Five calls of /api/auth/me from 127.0.0.1, each answered 200; their times in ms. */
async function timeMe(url: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = Date.now();
    const me = await rawCall(`${url}/api/auth/me`);
    times.push(Date.now() - t0);
    expect(me.status).toBe(200);
  }
  return times;
}

/** Sockets the gateway holds open now. */
const serverSockets = (app: Harness['app']): Promise<number> =>
  new Promise((resolve, reject) => app.server.getConnections((err, n) => (err ? reject(err) : resolve(n))));

/** Closes the held sockets and waits until the gateway has closed its side (and freed their slots). */
const release = async (held: HeldSocket[], app: Harness['app'], baseline: number): Promise<void> => {
  for (const s of held) s.socket.destroy();
  await Promise.all(held.map((s) => s.reply));
  await waitFor(async () => (await serverSockets(app)) <= baseline, { what: 'the gateway closed the released sockets' });
};

const refusedCount = (held: HeldSocket[]): number => held.filter((s) => s.socket.destroyed || s.socket.readableEnded).length;

/** Waits until `refused` of the held sockets have been answered and closed, then `ms` more; the counts then. */
async function settle(held: HeldSocket[], refused: number, ms: number): Promise<{ refused: number; open: number }> {
  await waitFor(() => refusedCount(held) >= refused, { what: `${refused} connections refused` });
  await new Promise((r) => setTimeout(r, ms));
  const now = refusedCount(held);
  return { refused: now, open: held.length - now };
}

test('past 64 requests in flight from one address, one more answers 429 naming the share; a freed slot serves again', async () => {
  const baseline = await serverSockets(h.app);
  const held = await holdMany(64, '127.0.0.4');
  const extra = await rawExchange(h.url, slowLogin, { localAddress: '127.0.0.4' });
  expect(extra.status).toBe(429);
  expect(replyBody(extra).error).toEqual({ code: 'too_many_connections', message: 'More than 64 requests in flight from this client' });
  // Another address is a client of its own.
  expect(
    (await rawExchange(h.url, 'GET /api/auth/me HTTP/1.1\r\nHost: gw\r\nConnection: close\r\n\r\n', { localAddress: '127.0.0.5' })).status,
  ).toBe(200);
  await release(held.slice(0, 1), h.app, baseline + held.length - 1);
  const next = await rawExchange(h.url, 'GET /api/auth/me HTTP/1.1\r\nHost: gw\r\nConnection: close\r\n\r\n', {
    localAddress: '127.0.0.4',
  });
  expect(next.status).toBe(200);
  await release(held.slice(1), h.app, baseline);
});

test('a signed-in user’s share is the user’s, from whatever address', async () => {
  const baseline = await serverSockets(h.app);
  const head = 'POST /api/billing/x HTTP/1.1\r\nHost: gw\r\nAuthorization: Bearer t-alice\r\nContent-Length: 10\r\n\r\n{';
  const held = [...(await holdMany(32, '127.0.0.6', head)), ...(await holdMany(32, '127.0.0.7', head))];
  const extra = await rawExchange(h.url, head, { localAddress: '127.0.0.8' });
  expect(extra.status).toBe(429);
  // The same address without the user is another client.
  expect(
    (await rawExchange(h.url, 'GET /api/auth/me HTTP/1.1\r\nHost: gw\r\nConnection: close\r\n\r\n', { localAddress: '127.0.0.6' })).status,
  ).toBe(200);
  await release(held, h.app, baseline);
});

test('calls without a body count too: past 64 slow answers in flight for one user, one more answers 429', async () => {
  const billing = h.upstreams.billing!;
  billing.slowMs = 600;
  const authed = { authorization: 'Bearer t-alice' };
  const slow = Array.from({ length: 64 }, () => rawCall(`${h.url}/api/billing/slow`, { headers: authed }));
  await new Promise((r) => setTimeout(r, 200));
  const extra = await rawCall(`${h.url}/api/billing/x`, { headers: authed });
  expect(extra.status).toBe(429);
  expect((await Promise.all(slow)).map((r) => r.status)).toEqual(Array(64).fill(200));
  billing.slowMs = 0;
  expect((await rawCall(`${h.url}/api/billing/x`, { headers: authed })).status).toBe(200);
});

test('1,000 slow-body connections from 127.0.0.2 and 127.0.0.3: /api/auth/me from 127.0.0.1 still answers within 1 s', async () => {
  const baseline = await serverSockets(h.app);
  const seenBefore = h.upstreams.identity!.seen.length;
  const started = Date.now();
  const held = [...(await holdMany(500, '127.0.0.2')), ...(await holdMany(500, '127.0.0.3'))];
  const opened = Date.now() - started;
  const { refused, open } = await settle(held, 1_000 - 128, 200);
  // Each address keeps its 64; the rest were told 429 at once.
  expect({ refused, open }).toEqual({ refused: 1_000 - 128, open: 128 });
  const answers = await Promise.all(held.filter((s) => s.socket.readableEnded || s.socket.destroyed).map((s) => s.reply));
  expect(new Set(answers.map((a) => a.status))).toEqual(new Set([429]));

  const times = await timeMe(h.url);
  expect(Math.max(...times)).toBeLessThan(1_000);
  // None of the slow bodies reached the service: only the five /me calls did.
  expect(h.upstreams.identity!.seen.length - seenBefore).toBe(5);
  process.stdout.write(`1,000 slow connections opened in ${opened} ms; /api/auth/me took ${times.join(', ')} ms\n`);
  await release(held, h.app, baseline);
});

test('with a share large enough to hold all 1,000 slow bodies, they still take no connection of a service: /api/auth/me answers within 1 s', async () => {
  const big = await startHarness(['identity'], { maxConnectionsPerClient: 1_000 });
  try {
    const baseline = await serverSockets(big.app);
    const held = [...(await holdMany(500, '127.0.0.2', slowLogin, big.url)), ...(await holdMany(500, '127.0.0.3', slowLogin, big.url))];
    expect(await settle(held, 0, 300)).toEqual({ refused: 0, open: 1_000 });
    const times = await timeMe(big.url);
    expect(Math.max(...times)).toBeLessThan(1_000);
    // The bodies are read by the gateway, not streamed to the service: it has seen only the /me calls.
    expect(big.upstreams.identity!.seen.map((s) => s.url)).toEqual(Array(5).fill('/api/auth/me'));
    process.stdout.write(`1,000 slow bodies held; /api/auth/me took ${times.join(', ')} ms\n`);
    await release(held, big.app, baseline);
  } finally {
    await big.close();
  }
});
