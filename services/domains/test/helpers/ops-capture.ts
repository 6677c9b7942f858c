// Every ops result and log line on NATS, captured as the operations service would receive them.
import { connect, JSONCodec, type NatsConnection } from 'nats';

export interface OpsCapture {
  results: Array<{ domain: string; statuses: Record<string, string>; message?: string }>;
  logs: Array<{ domain: string | null; message: string; level: string }>;
  close(): Promise<void>;
}

export async function captureOps(url: string): Promise<OpsCapture> {
  const nc: NatsConnection = await connect({ servers: url });
  const codec = JSONCodec<Record<string, unknown>>();
  const capture: OpsCapture = { results: [], logs: [], close: () => nc.close() };
  nc.subscribe('ops.result.changed', { callback: (_e, m) => capture.results.push(codec.decode(m.data) as OpsCapture['results'][number]) });
  nc.subscribe('ops.log.appended', { callback: (_e, m) => capture.logs.push(codec.decode(m.data) as OpsCapture['logs'][number]) });
  await nc.flush();
  return capture;
}
