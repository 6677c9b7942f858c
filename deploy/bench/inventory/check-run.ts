// Benchmark (issue 29): 10,000 domains at a Gandi account (simulator, no delay) imported into the
// panel, then checked: registrar name servers from that sync against the registrar's own DNS, the A
// records read at the DNS host (the registrar's, through the registrars service over NATS), the zone.
// Target: the check job of 10,000 domains ends in under 2 minutes.
//   node --import tsx deploy/bench/inventory/check-run.ts [--domains 10000]
import type { InventoryJobDto } from '@dop/contracts/inventory';
import { signedHeaders, waitFor } from '@dop/service-testing';
import { MongoClient } from 'mongodb';
const secs = (n: number) => `${(n / 1000).toFixed(1)} s`;
import { ALICE, startInventoryStack, type InventoryStack } from './stack';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const DOMAINS = arg('domains', 10_000);
const TARGET_MS = 120_000;

async function call<T>(stack: InventoryStack, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${stack.domains.url}${path}`, {
    method,
    headers: { ...signedHeaders(ALICE), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Waits for the job to end; answers it and how long it ran from `started`. */
async function finished(stack: InventoryStack, id: string, started: number): Promise<{ job: InventoryJobDto; elapsed: number }> {
  let job: InventoryJobDto | null = null;
  await waitFor(
    async () => {
      job = await call<InventoryJobDto>(stack, 'GET', `/api/inventory/jobs/${id}`);
      return job.finished;
    },
    { timeoutMs: 15 * 60_000, intervalMs: 250, what: `inventory job ${id}` },
  );
  const done = job as unknown as InventoryJobDto;
  if (done.status !== 'done') throw new Error(`job ${id} ${done.status}: ${done.error}`);
  return { job: done, elapsed: performance.now() - started };
}

/** The check jobs running now (the one that follows an import). */
async function runningChecks(stack: InventoryStack): Promise<InventoryJobDto[]> {
  const { jobs } = await call<{ jobs: InventoryJobDto[] }>(stack, 'GET', '/api/inventory/jobs');
  return jobs.filter((j) => j.kind === 'check' && !j.finished);
}

async function main() {
  const stack = await startInventoryStack();
  try {
    stack.sims.gandi.state.seedMany(DOMAINS, { prefix: 'bench' });
    const importStarted = performance.now();
    const importJob = await call<InventoryJobDto>(stack, 'POST', `/api/inventory/import/gandi/${stack.gandiAccount}`, { teamTag: '2333' });
    const imported = await finished(stack, importJob.id, importStarted);
    console.log(
      `import: ${imported.job.seen} domains (${imported.job.created} created) over ${imported.job.pages} pages in ${secs(imported.elapsed)}`,
    );
    // The check that follows the import runs first, untimed (it may have begun before we look).
    for (const j of await runningChecks(stack)) await finished(stack, j.id, performance.now());

    const client = await MongoClient.connect(stack.domainsUri);
    const ids = (
      await client
        .db()
        .collection('domains')
        .find({}, { projection: { _id: 1 } })
        .toArray()
    ).map((d) => String(d._id));
    await client.close();
    const started = performance.now();
    const check = await call<InventoryJobDto>(stack, 'POST', '/api/inventory/check', { ids });
    const checked = await finished(stack, check.id, started);
    const perSecond = checked.job.seen / (checked.elapsed / 1000);
    console.log(`check: ${checked.job.seen} domains in ${secs(checked.elapsed)} (${Math.round(perSecond)} domains/s)`);
    const gandiCalls = stack.sims.gandi.controls.calls.length;
    console.log(`gandi simulator calls in all: ${gandiCalls}`);
    const ok = checked.elapsed < TARGET_MS && checked.job.seen === ids.length;
    console.log(`\ntarget: ${ids.length} domains checked in under 2 minutes: ${ok ? 'met' : 'MISSED'}`);
    for (const p of stack.procs) if (p.output().trim()) console.log(`\n--- service output ---\n${p.output().slice(-3000)}`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await stack.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
