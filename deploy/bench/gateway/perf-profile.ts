// CPU profiles of the default gateway and the node floor under the bench load, for finding what the
// gateway spends beyond what any Node proxy must: each gets 10 s of autocannon, `perf record -g` of
// its process for 8 s of it, and JIT symbols from --perf-basic-prof. Needs Linux `perf`.
//   node --import tsx deploy/bench/gateway/perf-profile.ts [out-dir]   (default /tmp/gateway-perf)
//   perf report -i <out-dir>/gateway.data --no-children --sort sym      (then the same for floor.data)
// Compare per-request costs as percent × the printed CPU µs/req; see README.md for what it found.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { startGateway } from './gateway-process';
import { load } from './load';
import { startReferenceProxy, startStage } from './stage';

const ROUTE = '/api/domains/bench';
const PERF_NODE_ARGS = ['--perf-basic-prof', '--interpreted-frames-native-stack'];

function record(pid: number, out: string, seconds: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const p = spawn('perf', ['record', '-F', '1999', '-g', '-o', out, '-p', String(pid), '--', 'sleep', String(seconds)], {
      stdio: 'ignore',
    });
    p.on('error', reject);
    p.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`perf record exited with ${code}`))));
  });
}

async function main(): Promise<void> {
  const out = path.resolve(process.argv[2] ?? '/tmp/gateway-perf');
  mkdirSync(out, { recursive: true });
  const stage = await startStage();
  try {
    const common = { natsUrl: stage.natsUrl, upstreamPort: stage.upstreamPort, staticRoot: stage.staticRoot };
    const gw = await startGateway({ ...common, name: 'gateway', nodeArgs: PERF_NODE_ARGS });
    stage.procs.push(gw.proc);
    const floor = await startReferenceProxy(stage, 'node-floor', 'node-floor.ts', PERF_NODE_ARGS);
    const targets: [string, string, number][] = [
      ['gateway', `http://127.0.0.1:${gw.port}${ROUTE}`, gw.proc.child.pid ?? 0],
      ['floor', `http://127.0.0.1:${floor.port}${ROUTE}`, floor.proc.child.pid ?? 0],
    ];
    for (const [, url] of targets) await load(url, 3); // warm-up: optimised code before sampling
    for (const [name, url, pid] of targets) {
      const running = load(url, 10, pid);
      await new Promise((r) => setTimeout(r, 1000));
      await record(pid, path.join(out, `${name}.data`), 8);
      const r = await running;
      const cpu = ((r.cpu ?? 0) / r.requests) * 1e6;
      console.log(
        `${name.padEnd(8)} ${Math.round(r.rps)} req/s  p99 ${r.p99.toFixed(2)} ms  CPU ${cpu.toFixed(1)} µs/req  → ${out}/${name}.data`,
      );
    }
  } finally {
    await stage.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
