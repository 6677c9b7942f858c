// Starts a WireServer on a free loopback port over the in-test engine.
import { WireServer } from '../../src/server';
import { memoryEngine } from './memory-engine';

export async function startTestServer(): Promise<{ uri: string; port: number; errors: string[]; stop(): Promise<void> }> {
  const errors: string[] = [];
  const server = new WireServer(memoryEngine(), { info: () => undefined, error: (m) => errors.push(m) });
  const port = await server.listen(0, '127.0.0.1');
  return { uri: `mongodb://127.0.0.1:${port}/?directConnection=true`, port, errors, stop: () => server.close() };
}
