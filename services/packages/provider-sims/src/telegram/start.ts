// Runs the Telegram simulator on a free loopback port; `url` is what TELEGRAM_API_URL should be.
import { buildTelegramSim } from './app';
import { TelegramSimState } from './state';

export interface RunningTelegramSim {
  url: string;
  token: string;
  state: TelegramSimState;
  stop(): Promise<void>;
}

export const DEFAULT_SIM_BOT_TOKEN = '123456789:AAsimulatedbottokenforlocaltests';

export async function startTelegramSim(opts: { token?: string; port?: number; host?: string } = {}): Promise<RunningTelegramSim> {
  const token = opts.token ?? DEFAULT_SIM_BOT_TOKEN;
  const state = new TelegramSimState();
  const app = buildTelegramSim({ token, state });
  const host = opts.host ?? '127.0.0.1';
  await app.listen({ host, port: opts.port ?? 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://${host}:${port}`, token, state, stop: () => app.close() };
}
