// The dns-providers service under test: embedded Mongo, a real nats-server, and every ops event the
// service publishes captured from NATS (log lines and DNS results).
import { randomBytes } from 'node:crypto';
import type { LogAppended, ResultChanged } from '@dop/contracts/ops';
import type { ServiceApp } from '@dop/service-kit';
import type { LightMyRequestResponse } from 'fastify';
import { EVENTS_STREAM } from '@dop/contracts/domain-events';
import {
  buildTestApp,
  signedHeaders,
  startChangeServices,
  streamMessages,
  waitFor,
  type ChangeServices,
  type TestApp,
} from '@dop/service-testing';
import { connect, JSONCodec, type NatsConnection } from 'nats';
import { buildApp } from '../src/app';
import { dnsProvidersEnv, type DnsProvidersConfig } from '../src/config';

export interface Harness {
  t: TestApp<ServiceApp, DnsProvidersConfig>;
  lines: LogAppended[];
  results: ResultChanged[];
  /** Resolves once `count` events of that kind have arrived. */
  waitForLines(count: number): Promise<LogAppended[]>;
  waitForResults(count: number): Promise<ResultChanged[]>;
  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  /** The domains and identity services, when started with `changes` (updates are change sets, issue 30). */
  changes: ChangeServices | null;
  /** The domain events on EVENTS with this subject, oldest first. */
  events<T = Record<string, unknown>>(subject: string): Promise<T[]>;
  stop(): Promise<void>;
}

export async function startService(env: Record<string, string> = {}, opts: { changes?: boolean } = {}): Promise<Harness> {
  const secretsKey = randomBytes(32).toString('base64');
  const t = await buildTestApp({
    schema: dnsProvidersEnv,
    build: (config) => buildApp(config, { logger: false }),
    mongo: true,
    nats: true,
    // The real pdns_server, the HE simulator and test proxies listen on 127.0.0.1: reached through EGRESS_ALLOW alone.
    env: {
      SECRETS_KEY: secretsKey,
      HE_TIMEOUT_MS: '5000',
      PDNS_TIMEOUT_MS: '5000',
      EGRESS_ALLOW: '127.0.0.1',
      ...env,
    },
  });
  let nc: NatsConnection | undefined;
  let changes: ChangeServices | null = null;
  try {
    if (opts.changes) changes = await startChangeServices({ mongo: t.mongo!, natsUrl: t.nats!.url, secretsKey });
    nc = await connect({ servers: t.nats!.url });
    const lines: LogAppended[] = [];
    const results: ResultChanged[] = [];
    const sub = nc.subscribe('ops.>');
    void (async () => {
      for await (const m of sub) {
        const event = JSONCodec<LogAppended & ResultChanged>().decode(m.data);
        (m.subject === 'ops.log.appended' ? lines : results).push(event);
      }
    })();
    await nc.flush();
    const conn = nc;
    return {
      t,
      lines,
      results,
      waitForLines: (count) => waitFor(() => lines.length >= count && lines, { what: `${count} log lines` }),
      waitForResults: (count) => waitFor(() => results.length >= count && results, { what: `${count} results` }),
      call: (method, url, payload) =>
        t.app.inject({ method, url, headers: signedHeaders({ userId: 'u-dns', userName: 'Dns User' }), payload: payload as object }),
      changes,
      events: (subject) => streamMessages(conn, EVENTS_STREAM.name, subject),
      stop: async () => {
        await changes?.stop();
        await conn.close();
        await t.close();
      },
    };
  } catch (err) {
    await changes?.stop();
    await nc?.close();
    await t.close();
    throw err;
  }
}
