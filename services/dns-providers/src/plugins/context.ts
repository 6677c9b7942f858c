// Everything the routes share, built once per app and decorated as `dns`.
import { egressPolicyFrom, ensureAuditStream, guardedAgent, SecretBox, type EgressPolicy } from '@dop/service-kit';
import type { Dispatcher } from 'undici';
import type { FastifyInstance } from 'fastify';
import type { DnsProvidersConfig } from '../config';
import { DnsOpsEvents } from '../events/ops-events';
import { HeAccountStore } from '../lib/he/account-store';
import { PdnsAccountStore } from '../lib/pdns-account-store';
import { ProxyMonitor } from '../lib/proxies/monitor';
import { sealLegacyHeProxies } from '../lib/he/seal-legacy';
import { Sealer } from '../lib/secrets';
import { createModels } from '../models/accounts';

export interface DnsContext {
  config: DnsProvidersConfig;
  pdnsAccounts: PdnsAccountStore;
  heAccounts: HeAccountStore;
  proxies: ProxyMonitor;
  ops: DnsOpsEvents;
  /** The egress guard: PowerDNS API URLs, HE proxies and monitored proxies go through it. */
  egress: EgressPolicy;
  /** Direct calls (PowerDNS) through the guard. */
  guarded: Dispatcher;
}

declare module 'fastify' {
  interface FastifyInstance {
    dns: DnsContext;
  }
}

export async function buildContext(app: FastifyInstance, config: DnsProvidersConfig): Promise<DnsContext> {
  const models = createModels(app.mongo);
  await DnsOpsEvents.declare(app.jsm);
  // Reveals and account changes are audited (issue 25): identity stores what lands on this stream.
  await ensureAuditStream(app.jsm);
  const sealer = new Sealer(new SecretBox(config.SECRETS_KEY));
  const sealed = await sealLegacyHeProxies(models, sealer);
  if (sealed > 0) app.log.info({ sealed }, 'sealed the proxy servers and users of older HE accounts');
  const egress = egressPolicyFrom(config);
  const guarded = guardedAgent(egress, { connectTimeoutMs: config.PDNS_TIMEOUT_MS });
  app.addHook('onClose', () => guarded.close());
  return {
    egress,
    guarded,
    config,
    pdnsAccounts: new PdnsAccountStore(models, sealer),
    heAccounts: new HeAccountStore(models, sealer, config.HE_DOMAINS_LIMIT),
    ops: new DnsOpsEvents(app.js, { log: app.log }),
    proxies: new ProxyMonitor(config.PROXY_MONITOR_PROXIES, {
      checkUrl: config.PROXY_MONITOR_CHECK_URL,
      timeoutMs: config.PROXY_MONITOR_TIMEOUT_MS,
      intervalMs: config.PROXY_MONITOR_INTERVAL_MS,
      egress,
      onError: (err) => app.log.error({ err }, 'proxy check failed'),
    }),
  };
}
