// Benchmark (issue 6): GET /api/domains with a search over 100,000 domains through the gateway, 20
// concurrent clients; the same requests straight to the service for the gateway's share.
//   node --import tsx deploy/bench/domains/run.ts [--domains 100000] [--requests 2000] [--clients 20]
import { signedHeaders } from '@dop/service-testing';
import { ms, percentile } from '../operations/stats';
import { cpuPerRequest, cpuSnapshot, type CpuSnapshot } from './cpu-by-process';
import { domainName, seedDomains } from './seed';
import { startDomainsStack } from './stack';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const DOMAINS = arg('domains', 100_000);
const REQUESTS = arg('requests', 2_000);
const CLIENTS = arg('clients', 20);

/** A search a user would type: a number out of a name (a handful of matches) or a word (many). */
function searchTerm(i: number): string {
  if (i % 10 === 0) return ['shop', 'travel', 'tech'][i % 3];
  const n = Math.floor(Math.random() * DOMAINS);
  return domainName(n).split('.')[0].split('-')[1];
}

interface Target {
  label: string;
  url: string;
  headers: Record<string, string>;
  /** Signed identity headers are valid for 60 s: signed again for every round (a loaded run takes longer). */
  sign?: () => Record<string, string>;
  samples: number[];
  seconds: number;
  /** CPU ms per part over this target's measured rounds. */
  cpu: CpuSnapshot;
}

/** One round of `count` requests from CLIENTS concurrent clients; latencies go to the target's samples. */
async function round(target: Target, count: number, firstIndex: number): Promise<void> {
  if (target.sign) target.headers = target.sign();
  const get = async (i: number) => {
    const q = new URLSearchParams({ showAll: 'true', page: '1', limit: '100', search: searchTerm(i) });
    const started = performance.now();
    const res = await fetch(`${target.url}/api/domains?${q}`, { headers: target.headers });
    if (!res.ok) throw new Error(`${target.label}: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { totalCount: number };
    if (typeof body.totalCount !== 'number') throw new Error(`${target.label}: no totalCount`);
    return performance.now() - started;
  };
  let next = firstIndex;
  const end = firstIndex + count;
  const cpuBefore = cpuSnapshot();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < end) target.samples.push(await get(next++));
    }),
  );
  target.seconds += (performance.now() - started) / 1000;
  for (const [part, cpuMs] of cpuSnapshot()) target.cpu.set(part, (target.cpu.get(part) ?? 0) + cpuMs - (cpuBefore.get(part) ?? 0));
}

/**
 * Both paths in alternating rounds after a common warm-up, so neither profits from the JIT, the
 * connection pool or the service's answer cache that the other one warmed (an earlier version ran
 * the gateway row first, then the direct row).
 */
async function measure(targets: Target[]): Promise<void> {
  for (const t of targets) await round({ ...t, samples: [], seconds: 0, cpu: new Map() }, 200, 0);
  const rounds = 4;
  for (let r = 0; r < rounds; r += 1) {
    for (const t of targets) await round(t, REQUESTS / rounds, r * (REQUESTS / rounds));
  }
}

async function main() {
  const stack = await startDomainsStack({
    tmpPrefix: 'bench-domains-',
    seed: async (domainsUri) => {
      const t = performance.now();
      await seedDomains(domainsUri, DOMAINS);
      console.log(`seeded ${DOMAINS.toLocaleString('en')} domains in ${ms(performance.now() - t)}`);
    },
  });
  try {
    const { gateway, domains, sid, procs } = stack;
    const targets: Target[] = [
      {
        label: 'through the gateway (cookie session)',
        url: gateway.url,
        headers: { cookie: `sid=${sid}`, accept: 'application/json' },
        samples: [],
        seconds: 0,
        cpu: new Map(),
      },
      {
        label: 'straight to the service (signed headers)',
        url: domains.url,
        headers: {},
        sign: () => signedHeaders({ userId: 'u0', userName: 'user0' }),
        samples: [],
        seconds: 0,
        cpu: new Map(),
      },
    ];
    await measure(targets);
    const rows = targets.map((x) => ({
      label: x.label,
      p50: percentile(x.samples, 50),
      p95: percentile(x.samples, 95),
      p99: percentile(x.samples, 99),
      rps: x.samples.length / x.seconds,
    }));
    console.log(
      `\nGET /api/domains?search=… over ${DOMAINS.toLocaleString('en')} domains, ${CLIENTS} clients, ${REQUESTS} requests each row`,
    );
    console.log('| path | p50 | p95 | p99 | requests/s |\n|---|---|---|---|---|');
    for (const r of rows) console.log(`| ${r.label} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${Math.round(r.rps)} |`);
    for (const x of targets) console.log(`${x.label}: ${cpuPerRequest(new Map(), x.cpu, x.samples.length)}`);
    const ok = rows[0].p95 < 50;
    console.log(`\ntarget p95 < 50 ms through the gateway: ${ok ? 'met' : 'MISSED'}`);
    for (const p of procs) if (p.output().trim()) console.log(`\n--- service output ---\n${p.output()}`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await stack.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
