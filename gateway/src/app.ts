// buildGateway: the whole gateway as a Fastify app that never listens (server.ts does), so tests can
// start it on any port and close it cleanly.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { GatewayConfig } from './config';
import { IdentityResolver } from './identity/identity-resolver';
import { NatsLink } from './identity/nats-link';
import { followAccessChanges } from './identity/access-changes';
import { ReadinessChecker } from './health/readiness';
import { HttpForwarder } from './proxy/forward';
import { WsForwarder } from './proxy/ws-forward';
import { createProxyHandler, isProxiedPath } from './proxy/proxy-handler';
import { ClientShare } from './proxy/client-share';
import { applyServerLimits, serverOptions, tooManyHeaders, TOO_MANY_HEADERS } from './proxy/transport-limits';
import { sendJsonError } from './http/json-error';
import { pathOf } from './http/url-path';
import { handleUpgrades } from './proxy/ws-upgrade';
import { WsSessions } from './proxy/ws-sessions';
import { apiDocsRoute } from './static/api-docs';
import { frontEndRoutes } from './static/front-end-routes';
import { securityHeaders, setSecurityHeaders } from './security-headers';
import type { AccessChanged } from '@dop/contracts/access';

export interface BuildOptions {
  /** Told of each access change from identity once the identity cache has dropped it (tests). */
  onAccessChanged?: (change: AccessChanged) => void;
  /** Told each time the NATS link goes up (true) or down (false), after the identity cache followed (tests). */
  onNatsLink?: (up: boolean) => void;
}

export async function buildGateway(config: GatewayConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const logRef: { current?: FastifyInstance } = {};
  const log = {
    info: (m: string) => logRef.current?.log.info(m),
    warn: (m: string) => logRef.current?.log.warn(m),
  };
  const link = new NatsLink(config.natsUrl, log, config.natsCredentials);
  const resolver = new IdentityResolver(link, {
    timeoutMs: config.identityTimeoutMs,
    ttlMs: config.identityCacheTtlMs,
    negativeTtlMs: config.identityNegativeTtlMs,
    staleMs: config.identityStaleMs,
  });
  // Every gateway replica subscribes on its own link: a revocation reaches them all (issue 17, 25).
  // …and closes the open /ssh-ws sockets a change names (ws-sessions.ts).
  const wsSessions = new WsSessions();
  followAccessChanges(link, resolver, log, (change) => {
    wsSessions.revoke(change);
    options.onAccessChanged?.(change);
  });
  const onNatsLink = options.onNatsLink;
  if (onNatsLink) link.listen({ up: () => onNatsLink(true), down: () => onNatsLink(false) });
  const proxyLog = { warn: (o: object, m: string) => logRef.current?.log.warn(o, m) };
  const proxy = new HttpForwarder(config.upstreamTimeoutMs, proxyLog);
  const wsProxy = new WsForwarder(proxyLog);
  const readiness = new ReadinessChecker(config.services, () => link.connected, config.healthTimeoutMs);
  const deps = {
    services: config.services,
    resolver,
    internalSecret: config.internalSecret,
    publicOrigin: config.publicOrigin,
  };
  const bodyTimeoutMs = config.bodyTimeoutMs ?? 10_000;
  const limits = {
    share: new ClientShare(config.maxConnectionsPerClient ?? 64),
    trustedProxies: config.trustedProxies?.text.trim() ? config.trustedProxies : null,
    bodyTimeoutMs,
  };
  const proxyHandler = createProxyHandler(deps, proxy, limits, { error: (o, m) => logRef.current?.log.error(o, m) });

  const app = Fastify({
    logger: { level: config.logLevel },
    // Per-request log lines would cost more than the proxying itself; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    // A client-sent x-request-id is not trusted: every request gets a fresh one.
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    // Proxied paths are taken before Fastify (see proxy-handler.ts); the rest is Fastify's.
    serverFactory: (fastifyHandler) => {
      // Head limits (size, header count, time) are Node's own settings (proxy/transport-limits.ts).
      const onRequest = (req: http.IncomingMessage, res: http.ServerResponse): void => {
        if (tooManyHeaders(req)) {
          setSecurityHeaders(res, securityHeaders(req, config.publicOrigin));
          const { status, code, message } = TOO_MANY_HEADERS;
          sendJsonError(res, status, code, message, { connection: 'close' });
          return;
        }
        const path = pathOf(req.url);
        if (isProxiedPath(path)) proxyHandler(req, res, path);
        else {
          // Before Fastify, so every route, static file and Fastify's own 404 carries them.
          setSecurityHeaders(res, securityHeaders(req, config.publicOrigin));
          fastifyHandler(req, res);
        }
      };
      const server = http.createServer(serverOptions(bodyTimeoutMs), onRequest);
      // Expect: 100-continue: a proxied call is told to go on only once its body is about to be read
      // (proxy-handler.ts), so a body over the limit or a refused call is never sent at all.
      server.on('checkContinue', (req: http.IncomingMessage, res: http.ServerResponse) => {
        if (!isProxiedPath(pathOf(req.url))) res.writeContinue();
        onRequest(req, res);
      });
      applyServerLimits(server);
      // Longer than common load-balancer idle timeouts, so the balancer closes first (Fastify's default).
      server.keepAliveTimeout = 72_000;
      return server;
    },
  });
  logRef.current = app;

  app.get('/healthz', async (_req, reply) => {
    const r = await readiness.check();
    reply.header('cache-control', 'no-store');
    return reply.code(r.ok ? 200 : 503).send({ status: r.ok ? 'ok' : 'unavailable', services: r.services, nats: r.nats });
  });

  await app.register(frontEndRoutes, { staticRoot: config.staticRoot, releasesDir: config.releasesDir });
  await app.register(apiDocsRoute, { staticRoot: config.staticRoot });
  const dropSockets = handleUpgrades(app.server, deps, wsProxy, wsSessions);

  app.addHook('preClose', async () => dropSockets());
  app.addHook('onClose', async () => {
    wsProxy.close();
    await proxy.close();
    await link.close();
  });
  return app;
}
