// The env service under test: a real nats-server, the remote-site simulator, and every ops log line
// the service publishes captured from NATS.
import type { LogAppended } from '@dop/contracts/ops';
import { startRemoteSiteSim, type RunningRemoteSiteSim } from '@dop/provider-sims';
import type { ServiceApp } from '@dop/service-kit';
import { buildTestApp, signedHeaders, type TestApp } from '@dop/service-testing';
import { connect, JSONCodec, type NatsConnection } from 'nats';
import { buildApp } from '../src/app';
import { envServiceEnv, type EnvServiceConfig } from '../src/config';

export interface Harness {
  t: TestApp<ServiceApp, EnvServiceConfig>;
  sim: RunningRemoteSiteSim;
  lines: LogAppended[];
  /** Resolves once `count` log lines have arrived. */
  waitForLines(count: number): Promise<LogAppended[]>;
  stop(): Promise<void>;
}

/** Test sites: names the simulator answers for, fixed to loopback, allowed in EGRESS_ALLOW and ENV_SITE_HOSTS. */
export const SITES = ['alpha.test', 'beta.test', 'gamma.test'];
/** Reachable (in EGRESS_ALLOW) but neither a team domain nor in ENV_SITE_HOSTS: gets no authorization. */
export const STRANGER = 'stranger.test';

export async function startService(env: Record<string, string> = {}): Promise<Harness> {
  const sim = await startRemoteSiteSim();
  let nc: NatsConnection | undefined;
  try {
    const t = await buildTestApp({
      schema: envServiceEnv,
      build: (config) => buildApp(config, { logger: false }),
      nats: true,
      env: {
        ...sim.env,
        ENV_TIMEOUT_MS: '2000',
        ENV_HOSTS: [...SITES, STRANGER]
          .map((s) => `${s}=127.0.0.1`)
          .concat('loop.test=127.0.0.1', 'meta.test=169.254.169.254')
          .join(','),
        // The simulator is reached through EGRESS_ALLOW alone; only SITES may receive the authorization.
        EGRESS_ALLOW: [...SITES, STRANGER].join(','),
        ENV_SITE_HOSTS: SITES.join(','),
        ...env,
      },
    });
    const conn = await connect({ servers: t.nats!.url });
    nc = conn;
    const lines: LogAppended[] = [];
    const codec = JSONCodec<LogAppended>();
    const sub = conn.subscribe('ops.log.appended');
    void (async () => {
      for await (const m of sub) lines.push(codec.decode(m.data));
    })();
    await conn.flush();
    const waitForLines = async (count: number) => {
      for (let i = 0; i < 1000 && lines.length < count; i++) await new Promise((r) => setTimeout(r, 10));
      return lines;
    };
    return {
      t,
      sim,
      lines,
      waitForLines,
      stop: async () => {
        await conn.close();
        await t.close();
        await sim.stop();
      },
    };
  } catch (err) {
    await nc?.close();
    await sim.stop();
    throw err;
  }
}

export const headers = (user: { userId?: string; userName?: string } = {}) => signedHeaders(user);
