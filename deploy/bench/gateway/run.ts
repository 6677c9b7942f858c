// Gateway benchmark: the same ~300-byte JSON route called directly, through nginx and through our
// gateway (identity resolution on, over a real nats-server), alternating in one run after a warm-up.
// Run: node --import tsx deploy/bench/gateway/run.ts   (BENCH_SECONDS, BENCH_ROUNDS to change the length)
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { connect, JSONCodec } from 'nats';
import { freePort } from '@dop/service-testing';
import { startGateway } from './gateway-process';
import { HEADERS, load, type RunResult } from './load';
import { writeNginxConfig } from './nginx-config';
import { processTree, startBinary, waitHttp, type Proc } from './processes';
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
    // nginx runs `worker_processes auto` (one per core), so the gateway gets as many processes
    // (GATEWAY_WORKERS); the single-process gateway stays in the table for comparison.
    const gatewayIn = async (name: string, workers: number): Promise<{ proc: Proc; port: number }> => {
      const g = await startGateway({ name, workers, natsUrl: stage.natsUrl, upstreamPort, staticRoot: dir });
      procs.push(g.proc);
      return g;
    };
    const cores = availableParallelism();
    const { proc: gateway, port: gatewayPort } = await gatewayIn('gateway', cores);
    const { proc: gateway1, port: gateway1Port } = await gatewayIn('gateway-1p', 1);
    const { proc: bare, port: barePort } = await startReferenceProxy(stage, 'bare-proxy', 'bare-proxy.ts');
    const { proc: floor, port: floorPort } = await startReferenceProxy(stage, 'node-floor', 'node-floor.ts');

    const nginxPort = await freePort();
    const conf = writeNginxConfig(dir, nginxPort, upstreamPort);
    procs.push(startBinary('nginx', '/usr/sbin/nginx', ['-p', dir, '-c', conf, '-e', path.join(dir, 'logs/error.log')]));
    await waitHttp(`http://127.0.0.1:${nginxPort}${ROUTE}`, (s) => s === 200);
    const nginxWorkers = processTree(procs[procs.length - 1].child.pid ?? 0).length - 1;
    console.log(`processes: nginx ${nginxWorkers} workers (+ master), gateway ${cores} workers (+ primary) and gateway-1p 1`);

    const targets = {
      direct: `http://127.0.0.1:${upstreamPort}${ROUTE}`,
      nginx: `http://127.0.0.1:${nginxPort}${ROUTE}`,
      gateway: `http://127.0.0.1:${gatewayPort}${ROUTE}`,
      'gateway-1p': `http://127.0.0.1:${gateway1Port}${ROUTE}`,
      'bare-proxy': `http://127.0.0.1:${barePort}${ROUTE}`,
      'node-floor': `http://127.0.0.1:${floorPort}${ROUTE}`,
    };
    const watched: Record<string, number | undefined> = {
      gateway: gateway.child.pid,
      'gateway-1p': gateway1.child.pid,
      'bare-proxy': bare.child.pid,
      'node-floor': floor.child.pid,
    };
    for (const [name, url] of Object.entries(targets)) {
      const res = await fetch(url, { headers: HEADERS });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`${name}: ${res.status} ${body}`);
      console.log(`${name.padEnd(10)} ${url}  → ${res.status}, ${Buffer.byteLength(body)} bytes`);
    }

    console.log(`warm-up ${WARMUP_SECONDS} s each, then ${ROUNDS} rounds × ${SECONDS} s, 50 connections…`);
    for (const url of Object.values(targets)) await load(url, WARMUP_SECONDS);
    const results: Record<string, RunResult[]> = Object.fromEntries(Object.keys(targets).map((k) => [k, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [name, url] of Object.entries(targets)) {
        const r = await load(url, SECONDS, watched[name]);
        results[name].push(r);
        const cpu = r.cpu === undefined ? '' : `  CPU ${((r.cpu / r.requests) * 1e6).toFixed(0)} µs/req`;
        console.log(
          `  round ${round} ${name.padEnd(10)} ${Math.round(r.rps)} req/s  p50 ${r.p50.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms (autocannon ${r.p99Whole})  errors ${r.errors}${cpu}`,
        );
      }
    }

    const nc = await connect({ servers: stage.natsUrl });
    const codec = JSONCodec<{ asked: number }>();
    const { asked } = codec.decode((await nc.request('bench.identity.asked', new Uint8Array(0), { timeout: 2_000 })).data);
    await nc.close();
    printReport(results, asked, cores);
  } finally {
    await stage.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
