// Issue 32: "5,000 domain changes produce 5,000 events visible to a subscriber, p99 change-to-delivery
// under 1 s". The domains stack of deploy/bench/domains (embedded Mongo, nats-server, identity, domains,
// gateway, each its own process); a subscriber with a durable consumer on EVENTS, as
// docs/events/subscribing.md shows, measures from each event's occurredAt (stamped when the change is
// written) to its delivery. Two phases: 5,000 domains bulk-added (domains.domain.created), then 5,000
// edits of one domain each through PATCH (domains.domain.updated), 32 at a time.
//   node --import tsx deploy/bench/events/run.ts [--changes 5000] [--parallel 32]
import { ms, percentile } from '../operations/stats';
import { startDomainsStack } from '../domains/stack';
import { subscribe } from '../../examples/events-subscriber';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const CHANGES = arg('changes', 5000);
const PARALLEL = arg('parallel', 32);
const TARGET_P99_MS = 1000;

interface Seen {
  latencies: Map<string, number[]>;
  ids: Set<string>;
}

function report(phase: string, subject: string, seen: Seen, expected: number, tookMs: number): boolean {
  const lat = [...(seen.latencies.get(subject) ?? [])].sort((a, b) => a - b);
  const p99 = percentile(lat, 99);
  console.log(
    `| ${phase} | ${expected} | ${lat.length} | ${Math.round((expected / tookMs) * 1000)}/s | ${ms(percentile(lat, 50))} | ${ms(p99)} | ${ms(lat.at(-1) ?? 0)} |`,
  );
  return lat.length === expected && p99 < TARGET_P99_MS;
}

async function waitCount(seen: Seen, subject: string, n: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((seen.latencies.get(subject)?.length ?? 0) < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

async function main() {
  const stack = await startDomainsStack({ tmpPrefix: 'bench-events-' });
  const seen: Seen = { latencies: new Map(), ids: new Set() };
  const sub = await subscribe({
    url: stack.natsUrl,
    durable: 'bench',
    onEvent: async (subject, event) => {
      if (seen.ids.has(event.eventId)) throw new Error(`event ${event.eventId} delivered twice`);
      seen.ids.add(event.eventId);
      const lat = Date.now() - Date.parse(String(event.occurredAt));
      seen.latencies.set(subject, [...(seen.latencies.get(subject) ?? []), lat]);
    },
  });
  try {
    const { gateway, sid } = stack;
    const headers = { cookie: `sid=${sid}`, origin: gateway.url, 'content-type': 'application/json' };
    const names = Array.from({ length: CHANGES }, (_, i) => `ev-${i}.com`);
    let started = performance.now();
    for (let i = 0; i < names.length; i += 1000) {
      const res = await fetch(`${gateway.url}/api/domains/bulk`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ domains: names.slice(i, i + 1000), ipAddress: '203.0.113.7', updateRecords: false }),
      });
      if (!res.ok) throw new Error(`bulk: ${res.status} ${await res.text()}`);
    }
    const addMs = performance.now() - started;
    await waitCount(seen, 'domains.domain.created', CHANGES);

    const ids: string[] = [];
    for (let page = 1; ids.length < CHANGES; page += 1) {
      const res = await fetch(`${gateway.url}/api/domains?showAll=true&limit=100&page=${page}`, { headers });
      const body = (await res.json()) as { domains: Array<{ id: string }>; hasMore: boolean };
      ids.push(...body.domains.map((d) => d.id));
      if (!body.hasMore) break;
    }
    started = performance.now();
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < ids.length; i = next++) {
        const res = await fetch(`${gateway.url}/api/domains/${ids[i]}`, {
          method: 'PATCH',
          headers,
          body: JSON.stringify({ teamTag: `t${i % 97}` }),
        });
        if (!res.ok) throw new Error(`patch: ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    const editMs = performance.now() - started;
    await waitCount(seen, 'domains.domain.updated', ids.length);

    console.log(`\nchange → delivery to a durable EVENTS consumer (${CHANGES} changes a phase)\n`);
    console.log('| phase | changes | events seen | change rate | p50 | p99 | max |\n|---|---|---|---|---|---|---|');
    const a = report('bulk add (1,000 a request)', 'domains.domain.created', seen, CHANGES, addMs);
    const b = report(`PATCH, ${PARALLEL} at a time`, 'domains.domain.updated', seen, ids.length, editMs);
    console.log(`\ntarget: every change seen once, p99 under ${TARGET_P99_MS} ms: ${a && b ? 'met' : 'MISSED'}`);
    process.exitCode = a && b ? 0 : 1;
  } finally {
    await sub.stop();
    await stack.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
