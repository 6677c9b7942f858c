// One load run with autocannon (50 connections, keep-alive), and what it measured.
import autocannon from 'autocannon';
import { treeCpuSeconds } from './processes';

export interface RunResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  /** CPU seconds the watched process (and its workers) used during the run, if one was watched. */
  cpu?: number;
}

export const CONNECTIONS = 50;
/** The gateway resolves this session over NATS; the direct and nginx runs carry it too, unused. */
export const HEADERS = { cookie: 'theme=dark; sid=bench-session', accept: 'application/json' };

/** `rate`: requests per second over all connections (ab-compare.ts); as fast as possible without. */
export async function load(url: string, seconds: number, watchPid?: number, rate?: number): Promise<RunResult> {
  const cpuBefore = watchPid ? treeCpuSeconds(watchPid) : 0;
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: HEADERS, pipelining: 1, overallRate: rate });
  const cpu = watchPid ? treeCpuSeconds(watchPid) - cpuBefore : undefined;
  const requests = result.requests.total;
  return {
    rps: requests / (result.duration || seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests,
    errors: result.errors + result.timeouts + result.non2xx,
    cpu,
  };
}
