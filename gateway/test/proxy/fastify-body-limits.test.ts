// The case the issue found, against a real Fastify service with service-kit's body limit (1 MiB):
// bodies of 2, 8 and 32 MB used to reach it and come back 413 or, once it closed mid-upload, 502
// (EPIPE). Now the gateway answers 413 itself before the service sees a byte, and a body at the
// limit still reaches the service whole.
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { startHarness, type Harness } from '../helpers/gateway-harness';
import { rawExchange, replyBody } from '../helpers/raw-socket';

const MiB = 1024 * 1024;
let service: FastifyInstance;
let calls = 0;
let h: Harness;

beforeAll(async () => {
  // As createService sets it (services/packages/service-kit/src/create-service.ts).
  service = Fastify({ bodyLimit: MiB });
  service.post('/api/auth/login', async (req) => {
    calls += 1;
    return { length: JSON.stringify(req.body).length };
  });
  await service.listen({ host: '127.0.0.1', port: 0 });
  h = await startHarness([], { services: { identity: `http://127.0.0.1:${(service.server.address() as AddressInfo).port}` } });
});
afterAll(async () => {
  await h?.close();
  await service?.close();
});

/** A JSON body of exactly `bytes` bytes: {"x":"aaa…"}. */
const json = (bytes: number): Buffer => Buffer.from(`{"x":"${'a'.repeat(bytes - 8)}"}`);

test('a JSON body of exactly 1 MiB reaches the service and is answered by it', async () => {
  const body = json(MiB);
  const reply = await rawExchange(
    h.url,
    Buffer.concat([
      Buffer.from(
        `POST /api/auth/login HTTP/1.1\r\nHost: gw\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
      ),
      body,
    ]),
  );
  expect(reply.status).toBe(200);
  expect(JSON.parse(reply.text.slice(reply.text.indexOf('\r\n\r\n') + 4))).toEqual({ length: MiB });
});

test.each([2, 8, 32])('%i MB answers 413 from the gateway, never 502, and the service sees nothing', async (mb) => {
  const before = calls;
  const body = json(mb * 1_000_000);
  const reply = await rawExchange(
    h.url,
    Buffer.concat([
      Buffer.from(`POST /api/auth/login HTTP/1.1\r\nHost: gw\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`),
      body,
    ]),
  );
  expect(reply.status).toBe(413);
  expect(replyBody(reply).error.message).toBe("Request body is over this route's limit of 1 MiB");
  expect(calls).toBe(before);
});
