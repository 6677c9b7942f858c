// The registrars service under test: embedded Mongo, a real nats-server, the six simulators, and the
// log lines captured so tests can check no secret reaches them.
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { Registrar } from '@dop/contracts/registrars';
import { startConnectProxy, startRegistrarSims, type RegistrarSims, type RunningProxy } from '@dop/provider-sims';
import type { ServiceApp } from '@dop/service-kit';
import { buildTestApp, signedHeaders, type TestApp } from '@dop/service-testing';
import { buildApp } from '../src/app';
import { registrarsEnv, type RegistrarsConfig } from '../src/config';
import { GANDI_SAMPLE_CONTACT } from '@dop/provider-sims';
import { CONTACT_NAMECHEAP } from './adapters/harness';

export interface Harness {
  t: TestApp<ServiceApp, RegistrarsConfig>;
  sims: RegistrarSims;
  /** The proxy the accounts name; it records every tunnel. */
  proxy: RunningProxy;
  logs: Array<Record<string, unknown>>;
  stop(): Promise<void>;
}

export async function startService(env: Record<string, string> = {}): Promise<Harness> {
  const sims = await startRegistrarSims();
  const proxy = await startConnectProxy();
  const logs: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  try {
    const t = await buildTestApp({
      schema: registrarsEnv,
      build: (config) => buildApp(config, { logger: { level: 'info', stream } }),
      mongo: true,
      nats: true,
      env: {
        SECRETS_KEY: randomBytes(32).toString('base64'),
        REGISTRAR_RETRIES: '0',
        REGISTRAR_TIMEOUT_MS: '3000',
        // The accounts' test proxy listens on 127.0.0.1: reached through EGRESS_ALLOW alone.
        EGRESS_ALLOW: '127.0.0.1',
        SPACESHIP_PRICES: '{"com": 9.98}',
        ...sims.env,
        ...env,
      },
    });
    return { t, sims, proxy, logs, stop: async () => (await t.close(), await sims.stop(), await proxy.stop()) };
  } catch (err) {
    await sims.stop();
    await proxy.stop();
    throw err;
  }
}

/** A complete add-form body for each registrar, with the simulator's working credentials. */
export function accountBody(registrar: Registrar, h: Pick<Harness, 'sims' | 'proxy'>, name = `${registrar} main`): Record<string, string> {
  const { sims } = h;
  const proxy = h.proxy.address;
  switch (registrar) {
    case 'namecheap': {
      const c = sims.namecheap.credentials;
      return { name, apiKey: c.apiKey, username: c.username, apiUser: c.apiUser, clientIp: c.whitelist[0], proxy, ...CONTACT_NAMECHEAP };
    }
    case 'namesilo':
      return { name, apiKey: sims.namesilo.credentials.apiKey };
    case 'dynadot':
      return { name, apiKey: sims.dynadot.credentials.apiKey, proxy };
    case 'gandi':
      return { name, apiToken: sims.gandi.credentials.apiToken, proxy, ...GANDI_SAMPLE_CONTACT };
    case 'spaceship':
      return { name, apiKey: sims.spaceship.credentials.apiKey, apiSecret: sims.spaceship.credentials.apiSecret, proxy };
    case 'porkbun':
      return { name, apiKey: sims.porkbun.credentials.apiKey, secretKey: sims.porkbun.credentials.secretKey, proxy };
  }
}

export const headers = (user: { userId?: string; userName?: string } = {}) => signedHeaders(user);
