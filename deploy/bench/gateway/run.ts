// Gateway benchmark: the same ~300-byte JSON route called directly, through nginx, through our gateway
// (identity resolution on, over a real nats-server), through the Node peers a user would pick instead
// (@fastify/http-proxy, bare http-proxy; no identity) and the undici floor, alternating in one run
// after a warm-up.
// Run: node --import tsx deploy/bench/gateway/run.ts   (BENCH_SECONDS, BENCH_ROUNDS to change the length)
import { loadavg } from 'node:os';
import path from 'node:path';
import { connect, JSONCodec } from 'nats';
import { freePort } from '@dop/service-testing';
import { startGateway } from './gateway-process';
import { HEADERS, load, type RunResult } from './load';
import { writeNginxConfig } from './nginx-config';
import { processTree, startBinary, waitHttp } from './processes';
import { startReferenceProxy, startStage } from './stage';
import { printReport } from './report';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP_SECONDS = 3;
const ROUTE = '/api/domains/bench';

async function main(): Promise<void> {
  const stage = await startStage();
  const { procs, upstreamPort, staticRoot: dir } = stage;
  try {
    const gw = await startGateway({ name: 'gateway', natsUrl: stage.natsUrl, upstreamPort, staticRoot: dir });
    procs.push(gw.proc);
    const fastify = await startReferenceProxy(stage, 'fastify-http-proxy', 'fastify-proxy.ts');
    const bare = await startReferenceProxy(stage, 'http-proxy', 'bare-proxy.ts');
    const floor = await startReferenceProxy(stage, 'undici-floor', 'node-floor.ts');

    const nginxPort = await freePort();
    const conf = writeNginxConfig(dir, nginxPort, upstreamPort);
    procs.push(startBinary('nginx', '/usr/sbin/nginx', ['-p', dir, '-c', conf, '-e', path.join(dir, 'logs/error.log')]));
    await waitHttp(`http://127.0.0.1:${nginxPort}${ROUTE}`, (s) => s === 200);
    const nginxWorkers = processTree(procs[procs.length - 1].child.pid ?? 0).length - 1;
    console.log(`processes: nginx ${nginxWorkers} workers (+ master); each Node proxy 1`);

    const at = (port: number): string => `http://127.0.0.1:${port}${ROUTE}`;
    const targets: Record<string, string> = {
      direct: at(upstreamPort),
      nginx: at(nginxPort),
      gateway: at(gw.port),
      'fastify-http-proxy': at(fastify.port),
      'http-proxy': at(bare.port),
      'undici-floor': at(floor.port),
    };
    const watched: Record<string, number | undefined> = {
      gateway: gw.proc.child.pid,
      'fastify-http-proxy': fastify.proc.child.pid,
      'http-proxy': bare.proc.child.pid,
      'undici-floor': floor.proc.child.pid,
    };
    for (const [name, url] of Object.entries(targets)) {
      const res = await fetch(url, { headers: HEADERS });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`${name}: ${res.status} ${body}`);
      console.log(`${name.padEnd(18)} ${url}  → ${res.status}, ${Buffer.byteLength(body)} bytes`);
    }

    const load0 = loadavg();
    console.log(`load average before: ${load0.map((l) => l.toFixed(2)).join(' ')}`);
    console.log(`warm-up ${WARMUP_SECONDS} s each, then ${ROUNDS} rounds × ${SECONDS} s, 50 connections…`);
    for (const url of Object.values(targets)) await load(url, WARMUP_SECONDS);
    const results: Record<string, RunResult[]> = Object.fromEntries(Object.keys(targets).map((k) => [k, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [name, url] of Object.entries(targets)) {
        const r = await load(url, SECONDS, watched[name]);
        results[name].push(r);
        const cpu = r.cpu === undefined ? '' : `  CPU ${((r.cpu / r.requests) * 1e6).toFixed(0)} µs/req`;
        console.log(
          `  round ${round} ${name.padEnd(18)} ${Math.round(r.rps)} req/s  p50 ${r.p50.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms (autocannon ${r.p99Whole})  errors ${r.errors}${cpu}`,
        );
      }
    }

    const nc = await connect({ servers: stage.natsUrl });
    const codec = JSONCodec<{ asked: number }>();
    const { asked } = codec.decode((await nc.request('bench.identity.asked', new Uint8Array(0), { timeout: 2_000 })).data);
    await nc.close();
    const load1 = loadavg();
    console.log(`load average after: ${load1.map((l) => l.toFixed(2)).join(' ')}`);
    printReport(results, asked);
  } finally {
    await stage.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
