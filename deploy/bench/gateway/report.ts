// The benchmark's table: per target the mean req/s over rounds and the median p50/p99, the gateway's
// CPU time per request, and the two ratios the target is stated in.
import type { RunResult } from './load';

const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export function printReport(results: Record<string, RunResult[]>, identityAsked: number): void {
  const row = (name: string) => {
    const rs = results[name];
    const requests = rs.reduce((a, r) => a + r.requests, 0);
    const cpu = rs.every((r) => r.cpu !== undefined) ? rs.reduce((a, r) => a + (r.cpu ?? 0), 0) : undefined;
    return {
      name,
      rps: mean(rs.map((r) => r.rps)),
      p50: median(rs.map((r) => r.p50)),
      p99: median(rs.map((r) => r.p99)),
      errors: rs.reduce((a, r) => a + r.errors, 0),
      cpuUs: cpu === undefined ? undefined : (cpu / requests) * 1e6,
    };
  };
  const rows = ['direct', 'nginx', 'gateway', 'bare-proxy', 'gateway-1p'].map(row);
  console.log('\ntarget       req/s   p50 ms  p99 ms  errors  CPU µs/req');
  for (const r of rows) {
    const cpu = r.cpuUs === undefined ? '' : r.cpuUs.toFixed(0);
    console.log(
      `${r.name.padEnd(10)} ${r.rps.toFixed(0).padStart(7)}  ${r.p50.toFixed(1).padStart(7)} ${r.p99.toFixed(1).padStart(7)}  ${String(r.errors).padStart(6)}  ${cpu.padStart(10)}`,
    );
  }
  const [direct, nginx, gateway, bare, single] = rows;
  const tput = gateway.rps / nginx.rps;
  const p99 = gateway.p99 / nginx.p99;
  console.log(`\ngateway / nginx throughput: ${tput.toFixed(2)}×  (target ≥ 0.60×) ${tput >= 0.6 ? 'met' : 'NOT met'}`);
  console.log(`gateway / nginx p99:        ${p99.toFixed(2)}×  (target ≤ 1.50×) ${p99 <= 1.5 ? 'met' : 'NOT met'}`);
  console.log(`gateway / direct throughput: ${(gateway.rps / direct.rps).toFixed(2)}×`);
  console.log(
    `single-process gateway / nginx: throughput ${(single.rps / nginx.rps).toFixed(2)}×, p99 ${(single.p99 / nginx.p99).toFixed(2)}× (one process against nginx's workers)`,
  );
  console.log(`bare http-proxy / nginx throughput: ${(bare.rps / nginx.rps).toFixed(2)}× (reference: what the gateway's own work costs)`);
  console.log(`identity asked over NATS: ${identityAsked} times (cache in effect)`);
}
