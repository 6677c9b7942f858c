// /ssh-ws: the WebSocket upgrade passes through to the ssh service with the signed identity, under
// the same rules as HTTP (session cookie, this site's Origin).
import WebSocket from 'ws';
import { ALICE, startHarness, type Harness } from '../helpers/gateway-harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(['ssh']);
});
afterAll(async () => h?.close());

const wsUrl = () => `${h.url.replace('http', 'ws')}/ssh-ws`;

function refusal(ws: WebSocket): Promise<number> {
  return new Promise((resolve, reject) => {
    ws.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.on('open', () => reject(new Error('upgrade was accepted')));
    ws.on('error', () => undefined);
  });
}

test('messages pass both ways through the gateway, and the service sees the signed user', async () => {
  const ws = new WebSocket(wsUrl(), { headers: { cookie: `sid=s-alice` }, origin: h.origin });
  const received: string[] = [];
  const done = new Promise<void>((resolve, reject) => {
    ws.on('message', (m) => {
      received.push(m.toString());
      if (received.length === 1) ws.send('ping');
      else resolve();
    });
    ws.on('error', reject);
  });
  await done;
  ws.close();
  expect(received).toEqual([JSON.stringify({ hello: ALICE.id }), 'echo:ping']);
});

test('an upgrade without a session is refused with 401', async () => {
  expect(await refusal(new WebSocket(wsUrl(), { origin: h.origin }))).toBe(401);
});

test('a cookie upgrade from a foreign Origin is refused with 403', async () => {
  expect(await refusal(new WebSocket(wsUrl(), { headers: { cookie: 'sid=s-alice' }, origin: 'https://evil.example' }))).toBe(403);
});

test('an upgrade on any other path is refused with 404', async () => {
  const ws = new WebSocket(`${h.url.replace('http', 'ws')}/api/ssh/active-jobs`, { headers: { cookie: 'sid=s-alice' }, origin: h.origin });
  expect(await refusal(ws)).toBe(404);
});

test('a forged x-user-id on the upgrade is not what the service sees', async () => {
  const ws = new WebSocket(wsUrl(), { headers: { authorization: 'Bearer t-alice', 'x-user-id': 'u-admin' } });
  const first = await new Promise<string>((resolve, reject) => {
    ws.once('message', (m) => resolve(m.toString()));
    ws.on('error', reject);
  });
  ws.close();
  expect(JSON.parse(first)).toEqual({ hello: ALICE.id });
});
