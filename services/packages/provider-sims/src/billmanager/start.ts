// Runs the BILLmanager simulator on a free loopback port; `endpoint` is what an account's apiEndpoint
// (or DIORHOST_API_URL) should be.
import { buildBillmanagerSim, BILLMANAGER_PATH } from './app';
import { BillmanagerSimState } from './state';

export interface RunningBillmanagerSim {
  url: string;
  endpoint: string;
  /** host:port, for the hosting service's allow-list. */
  hostPort: string;
  state: BillmanagerSimState;
  stop(): Promise<void>;
}

export async function startBillmanagerSim(opts: { port?: number; host?: string } = {}): Promise<RunningBillmanagerSim> {
  const state = new BillmanagerSimState();
  const app = buildBillmanagerSim(state);
  const host = opts.host ?? '127.0.0.1';
  await app.listen({ host, port: opts.port ?? 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://${host}:${port}`;
  return { url, endpoint: `${url}${BILLMANAGER_PATH}`, hostPort: `${host}:${port}`, state, stop: () => app.close() };
}
