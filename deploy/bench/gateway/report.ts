// The benchmark's table: per target the mean req/s over rounds and the median p50/p99, the CPU time
// per request of each Node proxy and its excess over the undici floor, then the ratios the issue states
// its acceptance in (our gateway against nginx and against each Node peer), all from this one run.
// p50/p99 are exact (load.ts); the whole-millisecond p99 autocannon reports is printed beside them.
import type { RunResult } from './load';

const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  p99Whole: number;
  errors: number;
  cpuUs?: number;
}

function summarise(name: string, rs: RunResult[]): Row {
  const requests = rs.reduce((a, r) => a + r.requests, 0);
  const cpu = rs.every((r) => r.cpu !== undefined) ? rs.reduce((a, r) => a + (r.cpu ?? 0), 0) : undefined;
  return {
    name,
    rps: mean(rs.map((r) => r.rps)),
    p50: median(rs.map((r) => r.p50)),
    p99: median(rs.map((r) => r.p99)),
    p99Whole: median(rs.map((r) => r.p99Whole)),
    errors: rs.reduce((a, r) => a + r.errors, 0),
    cpuUs: cpu === undefined ? undefined : (cpu / requests) * 1e6,
  };
}

function printTable(rows: Row[], floor: Row): void {
  console.log('\ntarget               req/s   p50 ms  p99 ms  (autocannon)  errors  CPU µs/req  over floor');
  for (const r of rows) {
    const cpu = r.cpuUs === undefined ? '' : r.cpuUs.toFixed(0);
    const over = r.cpuUs === undefined || floor.cpuUs === undefined || r === floor ? '' : (r.cpuUs - floor.cpuUs).toFixed(0);
    console.log(
      `${r.name.padEnd(18)} ${r.rps.toFixed(0).padStart(7)}  ${r.p50.toFixed(2).padStart(7)} ${r.p99.toFixed(2).padStart(7)}  ` +
        `${String(r.p99Whole).padStart(12)}  ${String(r.errors).padStart(6)}  ${cpu.padStart(10)}  ${over.padStart(10)}`,
    );
  }
}

export const TARGETS = ['direct', 'nginx', 'gateway', 'fastify-http-proxy', 'http-proxy', 'undici-floor'] as const;

export function printReport(results: Record<string, RunResult[]>, identityAsked: number): void {
  const rows = TARGETS.map((n) => summarise(n, results[n]));
  const by = Object.fromEntries(rows.map((r) => [r.name, r])) as Record<(typeof TARGETS)[number], Row>;
  printTable(rows, by['undici-floor']);
  const gw = by.gateway;
  /** `goal`: the least throughput ratio the acceptance asks for; peers must also be beaten on p99. */
  const ratio = (other: Row, goal?: number): void => {
    const tput = gw.rps / other.rps;
    const p99 = gw.p99 / other.p99;
    const peer = goal === 1;
    console.log(
      `gateway / ${other.name.padEnd(18)} throughput ${tput.toFixed(2)}×` +
        (goal === undefined ? '' : ` (≥ ${goal.toFixed(2)}×: ${tput >= goal ? 'met' : 'NOT met'})`) +
        `, p99 ${p99.toFixed(2)}×${peer ? ` (< 1.00×: ${p99 < 1 ? 'met' : 'NOT met'})` : ''}`,
    );
  };
  console.log('\nratios in this run (acceptance of issue 27: ahead of both Node peers, at least 0.5× nginx):');
  ratio(by.nginx, 0.5);
  ratio(by['fastify-http-proxy'], 1);
  ratio(by['http-proxy'], 1);
  ratio(by['undici-floor']);
  console.log(`gateway / direct throughput: ${(gw.rps / by.direct.rps).toFixed(2)}×`);
  console.log(`identity asked over NATS: ${identityAsked} times (cache in effect)`);
}
