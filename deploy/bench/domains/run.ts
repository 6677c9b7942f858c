// Benchmark (issue 6): GET /api/domains with a search over 100,000 domains through the gateway, 20
// concurrent clients; the same requests straight to the service for the gateway's share.
//   node --import tsx deploy/bench/domains/run.ts [--domains 100000] [--requests 2000] [--clients 20]
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signedHeaders, startNats, withDatabase } from '@dop/service-testing';
import { startServerProcess } from '../mongo/server-process';
import { ms, percentile } from '../operations/stats';
import { startNode, type NodeProcess } from './processes';
import { domainName, seedDomains, seedSession } from './seed';

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

async function measure(
  label: string,
  url: string,
  headers: Record<string, string>,
): Promise<{ label: string; p50: number; p95: number; p99: number; rps: number }> {
  const get = async (i: number) => {
    const q = new URLSearchParams({ showAll: 'true', page: '1', limit: '100', search: searchTerm(i) });
    const started = performance.now();
    const res = await fetch(`${url}/api/domains?${q}`, { headers });
    if (!res.ok) throw new Error(`${label}: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { totalCount: number };
    if (typeof body.totalCount !== 'number') throw new Error(`${label}: no totalCount`);
    return performance.now() - started;
  };
  for (let i = 0; i < 40; i += 1) await get(i); // warm-up: JIT, connections, the search index load
  const samples: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < REQUESTS) samples.push(await get(next++));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { label, p50: percentile(samples, 50), p95: percentile(samples, 95), p99: percentile(samples, 99), rps: samples.length / seconds };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-domains-'));
  const mongo = await startServerProcess(dataDir);
  const nats = await startNats();
  const procs: NodeProcess[] = [];
  try {
    const domainsUri = withDatabase(mongo.uri, 'domains');
    const identityUri = withDatabase(mongo.uri, 'identity');
    let t = performance.now();
    await seedDomains(domainsUri, DOMAINS);
    console.log(`seeded ${DOMAINS.toLocaleString('en')} domains in ${ms(performance.now() - t)}`);
    const sid = await seedSession(identityUri);
    const base = { NATS_URL: nats.url };
    const identity = await startNode('identity', 'services/identity/src/server.ts', {
      ...base,
      MONGODB_URI: identityUri,
      DATA_DIR: dataDir,
    });
    const domains = await startNode('domains', 'services/domains/src/server.ts', {
      ...base,
      MONGODB_URI: domainsUri,
      SECRETS_KEY: randomBytes(32).toString('base64'),
    });
    procs.push(identity, domains);
    const gateway = await startNode(
      'gateway',
      'gateway/src/server.ts',
      { ...base, SERVICE_IDENTITY_URL: identity.url, SERVICE_DOMAINS_URL: domains.url },
      '/healthz',
    );
    procs.push(gateway);
    t = performance.now();

    const rows = [
      await measure('through the gateway (cookie session)', gateway.url, { cookie: `sid=${sid}`, accept: 'application/json' }),
      await measure('straight to the service (signed headers)', domains.url, signedHeaders({ userId: 'u0', userName: 'user0' })),
    ];
    console.log(
      `\nGET /api/domains?search=… over ${DOMAINS.toLocaleString('en')} domains, ${CLIENTS} clients, ${REQUESTS} requests each row`,
    );
    console.log('| path | p50 | p95 | p99 | requests/s |\n|---|---|---|---|---|');
    for (const r of rows) console.log(`| ${r.label} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${Math.round(r.rps)} |`);
    const ok = rows[0].p95 < 50;
    console.log(`\ntarget p95 < 50 ms through the gateway: ${ok ? 'met' : 'MISSED'}`);
    for (const p of procs) if (p.output().trim()) console.log(`\n--- service output ---\n${p.output()}`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    for (const p of procs.reverse()) await p.stop();
    await nats.stop();
    await mongo.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
