// Every ops log line on NATS, captured as the operations service would receive them.
import type { LogAppended } from '@dop/contracts/ops';
import { connect, JSONCodec } from 'nats';

export interface OpsCapture {
  lines: LogAppended[];
  close(): Promise<void>;
}

export async function captureOpsLines(url: string): Promise<OpsCapture> {
  const nc = await connect({ servers: url });
  const codec = JSONCodec<LogAppended>();
  const lines: LogAppended[] = [];
  nc.subscribe('ops.log.appended', { callback: (_e, m) => lines.push(codec.decode(m.data)) });
  await nc.flush();
  return { lines, close: () => nc.close() };
}
