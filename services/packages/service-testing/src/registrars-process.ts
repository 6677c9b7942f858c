// The real registrars service as its own process, pointed at the registrar simulators: the services
// that buy, point or resolve domains (billing, domains, cloudflare) ask it over registrars.rpc.*, and
// it alone holds the registrar credentials.
import { randomBytes } from 'node:crypto';
import { signedHeaders } from './identity';
import { freshDatabase, type TestMongo } from './mongo';
import type { TestNats } from './nats-server';
import { startServiceProcess, type ServiceProcess } from './service-process';

export interface RegistrarsProcess extends ServiceProcess {
  /** The key it seals credentials with; a service that opens what it seals is given the same one. */
  secretsKey: string;
  /** Creates a registrar account over its HTTP API on behalf of `user`; resolves with the account id. */
  addAccount(registrar: string, body: Record<string, unknown>, user: { userId: string; userName: string }): Promise<number>;
}

export interface RegistrarsProcessOptions {
  mongo: TestMongo;
  nats: TestNats;
  /** The simulators' base URLs as the registrars service reads them (RegistrarSims.env). */
  simsEnv: Record<string, string>;
  secretsKey?: string;
}

export async function startRegistrarsProcess(opts: RegistrarsProcessOptions): Promise<RegistrarsProcess> {
  const secretsKey = opts.secretsKey ?? randomBytes(32).toString('base64');
  const proc = await startServiceProcess('registrars', {
    mongoUri: freshDatabase(opts.mongo, 'registrars'),
    natsUrl: opts.nats.url,
    // The simulators have no rate limit to respect; the real 1 s NameSilo spacing only slows the tests
    // (1,000 domains would take 17 minutes), and a failed call is the test's to see, not to retry.
    // Account proxies in tests listen on 127.0.0.1: reached through EGRESS_ALLOW alone (issue 26).
    extra: { SECRETS_KEY: secretsKey, REGISTRAR_RETRIES: '0', NAMESILO_MIN_INTERVAL_MS: '0', EGRESS_ALLOW: '127.0.0.1', ...opts.simsEnv },
  });
  return {
    ...proc,
    secretsKey,
    async addAccount(registrar, body, user) {
      const res = await fetch(`${proc.url}/api/accounts/${registrar}`, {
        method: 'POST',
        headers: { ...signedHeaders(user), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${registrar} account: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { id: number }).id;
    },
  };
}
