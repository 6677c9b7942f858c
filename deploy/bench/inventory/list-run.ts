// Benchmark (issue 29): the Domains list with the Health column keeps issue 6's search target. The
// domains bench's 100,000 domains, each now carrying registrar values and three checks with both
// sides (what every row of the list sends), then its request mix: GET /api/domains?search=… from 20
// concurrent clients through the gateway (target p95 < 50 ms) and straight to the service; one more
// row for the Health filter (?health=ns-drift, a tenth of the domains, read from Mongo by its index).
//   node --import tsx deploy/bench/inventory/list-run.ts [--domains 100000] [--requests 2000] [--clients 20]
import { signedHeaders, waitFor } from '@dop/service-testing';
import { ms, percentile } from '../operations/stats';
import { domainName } from '../domains/seed';
import { startDomainsStack } from '../domains/stack';
import { seedDomainsWithHealth } from './seed-health';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const DOMAINS = arg('domains', 100_000);
const REQUESTS = arg('requests', 2_000);
const CLIENTS = arg('clients', 20);

function query(i: number, health: boolean): string {
  if (health) return new URLSearchParams({ showAll: 'true', page: String(1 + (i % 20)), limit: '100', health: 'ns-drift' }).toString();
  const search =
    i % 10 === 0
      ? ['shop', 'travel', 'tech'][i % 3]
      : domainName(Math.floor(Math.random() * DOMAINS))
          .split('.')[0]
          .split('-')[1];
  return new URLSearchParams({ showAll: 'true', page: '1', limit: '100', search }).toString();
}

async function run(
  url: string,
  headers: () => Record<string, string>,
  count: number,
  health = false,
): Promise<{ samples: number[]; seconds: number }> {
  const samples: number[] = [];
  let next = 0;
  const h = headers();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < count) {
        const i = next++;
        const t = performance.now();
        const res = await fetch(`${url}/api/domains?${query(i, health)}`, { headers: h });
        if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
        const body = (await res.json()) as { domains: Array<{ health?: unknown }> };
        if (body.domains.length && !body.domains[0].health) throw new Error('a row without health');
        samples.push(performance.now() - t);
      }
    }),
  );
  return { samples, seconds: (performance.now() - started) / 1000 };
}

async function main() {
  const stack = await startDomainsStack({
    tmpPrefix: 'bench-inventory-list-',
    seed: async (uri) => {
      const t = performance.now();
      await seedDomainsWithHealth(uri, DOMAINS);
      console.log(`seeded ${DOMAINS.toLocaleString('en')} domains with health in ${ms(performance.now() - t)}`);
    },
  });
  try {
    const viaGateway = () => ({ cookie: `sid=${stack.sid}`, accept: 'application/json' });
    const direct = () => signedHeaders({ userId: 'u0', userName: 'user0' });
    // The gateway answers 503 until identity answers its session look-ups over NATS: wait for one 200.
    await waitFor(async () => (await fetch(`${stack.gateway.url}/api/domains?limit=1`, { headers: viaGateway() })).ok, {
      timeoutMs: 60_000,
      intervalMs: 500,
      what: 'the gateway resolving the session',
    });
    await run(stack.gateway.url, viaGateway, 200);
    await run(stack.domains.url, direct, 200);
    const rows: Array<[string, { samples: number[]; seconds: number }]> = [];
    rows.push(['search, through the gateway', await run(stack.gateway.url, viaGateway, REQUESTS)]);
    rows.push(['search, straight to the service', await run(stack.domains.url, direct, REQUESTS)]);
    rows.push(['?health=ns-drift, through the gateway', await run(stack.gateway.url, viaGateway, REQUESTS / 4, true)]);
    console.log(`\nGET /api/domains with health over ${DOMAINS.toLocaleString('en')} domains, ${CLIENTS} clients`);
    console.log('| path | requests | p50 | p95 | p99 | requests/s |\n|---|---|---|---|---|---|');
    for (const [label, r] of rows)
      console.log(
        `| ${label} | ${r.samples.length} | ${ms(percentile(r.samples, 50))} | ${ms(percentile(r.samples, 95))} | ${ms(percentile(r.samples, 99))} | ${Math.round(r.samples.length / r.seconds)} |`,
      );
    const ok = percentile(rows[0][1].samples, 95) < 50;
    console.log(`\ntarget p95 < 50 ms through the gateway (search): ${ok ? 'met' : 'MISSED'}`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    for (const p of stack.procs) if (p.output().trim()) console.log(`\n--- service output ---\n${p.output().slice(-4000)}`);
    await stack.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
