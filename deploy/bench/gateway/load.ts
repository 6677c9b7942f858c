// One load run with autocannon (50 connections, keep-alive), and what it measured.
//
// Latency percentiles are computed here from every 2xx answer's own time (autocannon's `response`
// event, in fractional ms). autocannon's histogram keeps whole milliseconds, which at these latencies
// (1–6 ms) moves a ratio of two p99s in steps of 25–50 %: 3 ms against 2 ms reads 1.5× whether the
// truth is 3.9 / 2.0 or 3.0 / 2.9.
import autocannon from 'autocannon';
import { treeCpuSeconds } from './processes';

export interface RunResult {
  rps: number;
  /** Exact percentiles of this run's 2xx latencies, in ms. */
  p50: number;
  p99: number;
  /** autocannon's own p99 (whole ms), printed beside the exact one for comparison with older runs. */
  p99Whole: number;
  requests: number;
  errors: number;
  /** CPU seconds the watched process (and its workers) used during the run, if one was watched. */
  cpu?: number;
}

export const CONNECTIONS = 50;
/** The gateway resolves this session over NATS; the direct and nginx runs carry it too, unused. */
export const HEADERS = { cookie: 'theme=dark; sid=bench-session', accept: 'application/json' };

/** Collects latencies in a growing Float64Array: one number per answer, no object per answer. */
class LatencyLog {
  private values = new Float64Array(1 << 16);
  private size = 0;

  add(ms: number): void {
    if (this.size === this.values.length) {
      const bigger = new Float64Array(this.values.length * 2);
      bigger.set(this.values);
      this.values = bigger;
    }
    this.values[this.size++] = ms;
  }

  /** Nearest-rank percentiles (as HdrHistogram reports them) of everything added. */
  percentiles(...ps: number[]): number[] {
    const sorted = this.values.subarray(0, this.size).sort();
    if (sorted.length === 0) return ps.map(() => NaN);
    return ps.map((p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]);
  }
}

function runAutocannon(opts: autocannon.Options, log: LatencyLog): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
    instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      if (statusCode >= 200 && statusCode < 300) log.add(responseTime);
    });
  });
}

/** `rate`: requests per second over all connections (ab-compare.ts); as fast as possible without. */
export async function load(url: string, seconds: number, watchPid?: number, rate?: number): Promise<RunResult> {
  const cpuBefore = watchPid ? treeCpuSeconds(watchPid) : 0;
  const latencies = new LatencyLog();
  const result = await runAutocannon(
    { url, connections: CONNECTIONS, duration: seconds, headers: HEADERS, pipelining: 1, overallRate: rate },
    latencies,
  );
  const cpu = watchPid ? treeCpuSeconds(watchPid) - cpuBefore : undefined;
  const requests = result.requests.total;
  const [p50, p99] = latencies.percentiles(50, 99);
  return {
    rps: requests / (result.duration || seconds),
    p50,
    p99,
    p99Whole: result.latency.p99,
    requests,
    errors: result.errors + result.timeouts + result.non2xx,
    cpu,
  };
}
