// The domains service for inventory tests (issue 29): like helpers/harness.ts, with the registrars
// process keeping the simulated limits (NameSilo one call a second, Porkbun spaced) that the shared
// harness turns off for speed, and accounts at Porkbun, Gandi and NameSilo.
import { randomBytes } from 'node:crypto';
import { GANDI_SAMPLE_CONTACT, startConnectProxy, startRegistrarSims, type RegistrarSims, type RunningProxy } from '@dop/provider-sims';
import type { ServiceApp } from '@dop/service-kit';
import {
  buildTestApp,
  signedHeaders,
  startMongo,
  startNats,
  startRegistrarsProcess,
  waitFor,
  type RegistrarsProcess,
  type TestApp,
  type TestMongo,
  type TestNats,
} from '@dop/service-testing';
import type { InventoryJobDto } from '@dop/contracts/inventory';
import { EVENTS_STREAM } from '@dop/contracts/domain-events';
import type { NatsConnection } from 'nats';
import { buildApp } from '../../src/app';
import { domainsEnv, type DomainsConfig } from '../../src/config';

export const ALICE = { userId: 'u-alice', userName: 'alice' };
export const as = (user: Parameters<typeof signedHeaders>[0]) => signedHeaders(user);

export interface InventoryHarness {
  mongo: TestMongo;
  nats: TestNats;
  sims: RegistrarSims;
  /** The CONNECT proxy the Porkbun account requires (a loopback one). */
  proxy: RunningProxy;
  registrars: RegistrarsProcess;
  domains: TestApp<ServiceApp, DomainsConfig>;
  ids: { porkbun: number; gandi: number; namesilo: number };
  stop(): Promise<void>;
}

export async function startInventoryHarness(
  opts: { domainsEnv?: Record<string, string>; registrarsEnv?: Record<string, string>; worker?: boolean } = {},
): Promise<InventoryHarness> {
  const [mongo, nats, sims, proxy] = await Promise.all([startMongo(), startNats(), startRegistrarSims(), startConnectProxy()]);
  const registrars = await startRegistrarsProcess({
    mongo,
    nats,
    simsEnv: { ...sims.env, NAMESILO_MIN_INTERVAL_MS: '1000', PORKBUN_MIN_INTERVAL_MS: '10', ...opts.registrarsEnv },
  });
  const ids = {
    porkbun: await registrars.addAccount('porkbun', { name: 'pork main', ...sims.porkbun.credentials, proxy: proxy.address }, ALICE),
    gandi: await registrars.addAccount(
      'gandi',
      { name: 'gandi main', apiToken: sims.gandi.credentials.apiToken, ...GANDI_SAMPLE_CONTACT },
      ALICE,
    ),
    namesilo: await registrars.addAccount('namesilo', { name: 'silo main', apiKey: sims.namesilo.credentials.apiKey }, ALICE),
  };
  const domains = await buildTestApp({
    schema: domainsEnv,
    build: (config) => buildApp(config, { worker: opts.worker }),
    mongo,
    nats,
    env: { SECRETS_KEY: randomBytes(32).toString('base64'), INVENTORY_POLL_MS: '100', INVENTORY_ALERT_FLUSH_MS: '200', ...opts.domainsEnv },
  });
  return {
    mongo,
    nats,
    sims,
    proxy,
    registrars,
    domains,
    ids,
    async stop() {
      await domains.app.close();
      await registrars.kill();
      await Promise.all([sims.stop(), proxy.stop(), nats.stop(), mongo.stop()]);
    },
  };
}

/** Starts an import through the API as ALICE; answers the job. */
export async function startImport(h: InventoryHarness, registrar: string, accountId: number, body: unknown = {}): Promise<InventoryJobDto> {
  const res = await h.domains.app.inject({
    method: 'POST',
    url: `/api/inventory/import/${registrar}/${accountId}`,
    headers: as(ALICE),
    payload: body as object,
  });
  if (res.statusCode !== 202) throw new Error(`import answered ${res.statusCode}: ${res.body}`);
  return res.json<InventoryJobDto>();
}

export async function jobOf(h: InventoryHarness, jobId: string): Promise<InventoryJobDto> {
  return (await h.domains.app.inject({ method: 'GET', url: `/api/inventory/jobs/${jobId}`, headers: as(ALICE) })).json<InventoryJobDto>();
}

export async function finished(h: InventoryHarness, jobId: string, timeoutMs = 120_000): Promise<InventoryJobDto> {
  await waitFor(async () => (await jobOf(h, jobId)).finished, { timeoutMs, intervalMs: 200, what: `inventory job ${jobId}` });
  return jobOf(h, jobId);
}

/** The inventory alert events on the EVENTS stream so far (what subscribers get), oldest first. */
export async function inventoryEvents(nc: NatsConnection): Promise<Array<{ subject: string; name: string; check?: string }>> {
  const jsm = await nc.jetstreamManager();
  const { state } = await jsm.streams.info(EVENTS_STREAM.name);
  const out: Array<{ subject: string; name: string; check?: string }> = [];
  for (let seq = state.first_seq; state.messages > 0 && seq <= state.last_seq; seq += 1) {
    const m = await jsm.streams.getMessage(EVENTS_STREAM.name, { seq }).catch(() => null);
    if (m?.subject.startsWith('inventory.')) out.push({ subject: m.subject, ...m.json<{ name: string; check?: string }>() });
  }
  return out;
}
