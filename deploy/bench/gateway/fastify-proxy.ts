// Peer: the Node proxy a Fastify shop would reach for, @fastify/http-proxy (reply-from over undici),
// with its defaults and no identity, routing or header work of ours, in front of the bench service.
import Fastify from 'fastify';
import httpProxy from '@fastify/http-proxy';

async function main(): Promise<void> {
  const app = Fastify({ logger: false, keepAliveTimeout: 72_000 });
  await app.register(httpProxy, { upstream: process.argv[2] });
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.stdout.write(`listening ${(app.server.address() as { port: number }).port}\n`);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

void main();
