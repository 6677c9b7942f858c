// The hosting service under test: embedded Mongo, a real nats-server, the BILLmanager simulator
// (allow-listed by host:port), and the service's log lines captured to prove no password leaks.
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { startBillmanagerSim, type RunningBillmanagerSim, type SimCustomer } from '@dop/provider-sims';
import type { ServiceApp } from '@dop/service-kit';
import { buildTestApp, signedHeaders, type TestApp } from '@dop/service-testing';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { buildApp } from '../src/app';
import { hostingEnv, type HostingConfig } from '../src/config';

export interface Harness {
  t: TestApp<ServiceApp, HostingConfig>;
  sim: RunningBillmanagerSim;
  logs: string[];
  inject(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<InjectResponse>;
  /** Seeds a simulator customer and adds the matching account; answers the account id. */
  addAccount(customer: Partial<SimCustomer> & { login: string; password: string }, extra?: Record<string, unknown>): Promise<string>;
  stop(): Promise<void>;
}

export async function startService(env: Record<string, string> = {}): Promise<Harness> {
  const sim = await startBillmanagerSim();
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  try {
    const t = await buildTestApp({
      schema: hostingEnv,
      build: (config) => buildApp(config, { logger: { level: 'info', stream } }),
      mongo: true,
      nats: true,
      env: {
        SECRETS_KEY: randomBytes(32).toString('base64'),
        // The simulator listens on 127.0.0.1: reached (and allowed as a billing host) through EGRESS_ALLOW alone.
        EGRESS_ALLOW: sim.hostPort,
        HOSTING_TIMEOUT_MS: '3000',
        HOSTING_SYNC_INTERVAL_MS: '0',
        ...env,
      },
    });
    const inject: Harness['inject'] = (method, url, payload) =>
      t.app.inject({
        method,
        url,
        payload: payload as never,
        headers: { ...signedHeaders(), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      });
    const addAccount: Harness['addAccount'] = async (customer, extra = {}) => {
      sim.state.customer(customer);
      const res = await inject('POST', '/api/accounts/diorhost', {
        name: customer.login,
        email: customer.login,
        password: customer.password,
        apiEndpoint: sim.endpoint,
        ...extra,
      });
      if (res.statusCode !== 201) throw new Error(`add account: ${res.statusCode} ${res.body}`);
      return res.json<{ id: string }>().id;
    };
    return { t, sim, logs, inject, addAccount, stop: async () => (await t.close(), await sim.stop()) };
  } catch (err) {
    await sim.stop();
    throw err;
  }
}
