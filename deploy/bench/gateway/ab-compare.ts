// A/B of two gateway checkouts under the bench load, for work on the gateway's hot path: on a shared
// machine req/s swing by 2× between rounds, so the figure to compare is the CPU time per request of
// each gateway, measured in alternating rounds of the same run (with the bare http-proxy as a third,
// unchanging reference).
//   git archive HEAD gateway | tar -x -C /tmp/gw-base && ln -s "$PWD/node_modules" /tmp/gw-base/node_modules
//   node --import tsx deploy/bench/gateway/ab-compare.ts /tmp/gw-base/gateway/src/server.ts
// AB_ROUNDS (6), AB_SECONDS (5) change the length; AB_RATE
// (req/s) holds every target to one fixed rate below saturation, where CPU per request moves less with
// whatever else the machine is doing. AB_PROFILE_DIR=<dir> writes CPU profiles of each gateway to
// <dir>/base and <dir>/work (node --cpu-prof, written when the gateway stops); AB_NODE_ARGS adds
// options for node to both gateways, `{name}` in them replaced by base/work (say
// "--heap-prof --heap-prof-dir=/tmp/heap/{name}"); AB_WORK_NODE_ARGS to the working tree's only (say
// --max-semi-space-size=32, to try a node option against the same code without it).
import path from 'node:path';
import { startGateway } from './gateway-process';
import { load, type RunResult } from './load';
import { startReferenceProxy, startStage } from './stage';

const ROUNDS = Number(process.env.AB_ROUNDS ?? 6);
const SECONDS = Number(process.env.AB_SECONDS ?? 5);
const RATE = process.env.AB_RATE ? Number(process.env.AB_RATE) : undefined;
const ROUTE = '/api/domains/bench';

function summary(name: string, rs: RunResult[]): string {
  const requests = rs.reduce((a, r) => a + r.requests, 0);
  const cpu = rs.reduce((a, r) => a + (r.cpu ?? 0), 0);
  const rps = rs.reduce((a, r) => a + r.rps, 0) / rs.length;
  const p99 = [...rs.map((r) => r.p99)].sort((a, b) => a - b)[Math.floor(rs.length / 2)];
  return `${name.padEnd(10)} ${rps.toFixed(0).padStart(7)} req/s  p99 ${p99.toFixed(2).padStart(6)} ms  CPU ${((cpu / requests) * 1e6).toFixed(1)} µs/req`;
}

async function main(): Promise<void> {
  const baseEntry = process.argv[2];
  if (!baseEntry) throw new Error('usage: ab-compare.ts <server.ts of the base checkout>');
  const stage = await startStage();
  const procs = stage.procs;
  try {
    const common = { natsUrl: stage.natsUrl, upstreamPort: stage.upstreamPort, staticRoot: stage.staticRoot };
    const profileDir = process.env.AB_PROFILE_DIR;
    const extraArgs = (process.env.AB_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const workArgs = (process.env.AB_WORK_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const profiled = (name: string) => [
      // One file per thread (tsx's loader runs in a thread of its own): the largest is the main thread.
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir, name)}`] : []),
      ...extraArgs.map((a) => a.replaceAll('{name}', name)),
      ...(name === 'work' ? workArgs : []),
    ];
    const base = await startGateway({ ...common, name: 'base', entry: path.resolve(baseEntry), nodeArgs: profiled('base') });
    procs.push(base.proc);
    const work = await startGateway({ ...common, name: 'work', nodeArgs: profiled('work') });
    procs.push(work.proc);
    const { proc: bare, port: barePort } = await startReferenceProxy(stage, 'bare-proxy', 'bare-proxy.ts');

    const targets: Array<[string, number, number | undefined]> = [
      ['base', base.port, base.proc.child.pid],
      ['work', work.port, work.proc.child.pid],
      ['bare-proxy', barePort, bare.child.pid],
    ];
    for (const [, port] of targets) await load(`http://127.0.0.1:${port}${ROUTE}`, 3);
    const results = new Map<string, RunResult[]>(targets.map(([name]) => [name, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      // Alternate the order too, so neither side always runs right after the other.
      const order = round % 2 ? targets : [...targets].reverse();
      for (const [name, port, pid] of order) {
        const r = await load(`http://127.0.0.1:${port}${ROUTE}`, SECONDS, pid, RATE);
        if (r.errors > 0) throw new Error(`${name}: ${r.errors} errors`);
        results.get(name)!.push(r);
        console.log(`  round ${round} ${summary(name, [r])}`);
      }
    }
    console.log(`\n${ROUNDS} rounds × ${SECONDS} s${RATE ? ` at ${RATE} req/s` : ''}:`);
    for (const [name, rs] of results) console.log(summary(name, rs));
  } finally {
    await stage.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
