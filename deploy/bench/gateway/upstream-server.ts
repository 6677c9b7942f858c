// The service under the proxies: one Fastify route answering the same ~300-byte JSON every time.
// Runs in its own process; prints "listening <port>" once ready.
import Fastify from 'fastify';

const BODY = {
  domains: [
    { id: 'd-000001', name: 'example-one.com', registrar: 'namecheap', ip: '203.0.113.10', tags: ['team-a'] },
    { id: 'd-000002', name: 'example-two.net', registrar: 'porkbun', ip: '203.0.113.11', tags: ['team-b'] },
  ],
  pagination: { currentPage: 1, totalPages: 1, total: 2 },
  ok: true,
};

async function main(): Promise<void> {
  const app = Fastify({ logger: false, keepAliveTimeout: 120_000 });
  app.get('/api/domains/bench', async () => BODY);
  app.get('/readyz', async () => ({ ready: true }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.stdout.write(`listening ${(app.server.address() as { port: number }).port}\n`);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

void main();
