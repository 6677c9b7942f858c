// The benchmark's table: per target the mean req/s over rounds and the median p50/p99, the CPU time
// per request of each Node proxy, and the two ratios the target is stated in. p50/p99 are exact
// (load.ts); the whole-millisecond p99 autocannon reports is printed beside them.
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

function printTable(rows: Row[]): void {
  console.log('\ntarget       req/s   p50 ms  p99 ms  (autocannon)  errors  CPU µs/req');
  for (const r of rows) {
    const cpu = r.cpuUs === undefined ? '' : r.cpuUs.toFixed(0);
    console.log(
      `${r.name.padEnd(10)} ${r.rps.toFixed(0).padStart(7)}  ${r.p50.toFixed(2).padStart(7)} ${r.p99.toFixed(2).padStart(7)}  ` +
        `${String(r.p99Whole).padStart(12)}  ${String(r.errors).padStart(6)}  ${cpu.padStart(10)}`,
    );
  }
}

export function printReport(results: Record<string, RunResult[]>, identityAsked: number, gatewayWorkers: number): void {
  const rows = ['direct', 'nginx', 'gateway', 'gateway-1p', 'bare-proxy', 'node-floor'].map((n) => summarise(n, results[n]));
  printTable(rows);
  const [direct, nginx, gateway, single, bare, floor] = rows;
  const verdict = (label: string, r: Row): void => {
    const tput = r.rps / nginx.rps;
    const p99 = r.p99 / nginx.p99;
    console.log(
      `${label.padEnd(34)} throughput ${tput.toFixed(2)}× (≥ 0.60×: ${tput >= 0.6 ? 'met' : 'NOT met'}), ` +
        `p99 ${p99.toFixed(2)}× (≤ 1.50×: ${p99 <= 1.5 ? 'met' : 'NOT met'})`,
    );
  };
  console.log('\nagainst nginx:');
  verdict(`gateway, ${gatewayWorkers} worker processes`, gateway);
  verdict('gateway, 1 process (the default)', single);
  verdict('node floor (node-floor.ts)', floor);
  console.log(`bare http-proxy / nginx throughput: ${(bare.rps / nginx.rps).toFixed(2)}×`);
  console.log(`gateway / direct throughput: ${(gateway.rps / direct.rps).toFixed(2)}×`);
  if (single.cpuUs !== undefined && floor.cpuUs !== undefined) {
    console.log(`the gateway's own work over the node floor: ${(single.cpuUs - floor.cpuUs).toFixed(0)} µs of CPU per request`);
  }
  console.log(`identity asked over NATS: ${identityAsked} times (cache in effect)`);
}
