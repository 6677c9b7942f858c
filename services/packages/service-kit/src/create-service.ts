// The one way a service builds its Fastify app: env-derived config in, everything design.md asks of a
// service wired up (request ids, zod schemas both ways, error shape, identity, health, metrics, mongo, nats).
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type FastifyPluginAsyncZod, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BaseServiceEnv } from './env';
import { frameworkErrorHandler, installErrorHandling } from './error-handler';
import { installHealth } from './health';
import { installIdentityHook } from './identity-hook';
import { loggerOptions } from './logger';
import { installMetrics } from './metrics';
import { installMongo } from './plugins/mongo';
import { installNats } from './plugins/nats';
import { echoRequestId, requestIdFrom } from './request-id';

/** A service's app: routes declare zod schemas and get typed params, query, body and replies. */
export type ServiceApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The routes plugin a service hands to createService. */
export type ServiceRoutes = FastifyPluginAsyncZod;

export interface CreateServiceOptions {
  /** Service name: log field, metrics label, default database name. */
  name: string;
  config: Pick<BaseServiceEnv, 'MONGODB_URI' | 'NATS_URL' | 'INTERNAL_SECRET' | 'LOG_LEVEL'> &
    Partial<Pick<BaseServiceEnv, 'NATS_USER' | 'NATS_PASSWORD'>>;
  routes?: ServiceRoutes;
  /**
   * Builds the service's own parts once Mongo and NATS are up (streams, models, consumers, routes);
   * if it throws, the app is closed before the error is passed on, so nothing keeps the process alive.
   */
  setup?: (app: ServiceApp) => Promise<void>;
  mongo?: boolean | { dbName?: string; serverSelectionTimeoutMS?: number };
  nats?: boolean;
  /** Overrides the pino options (tests pass false). */
  logger?: FastifyServerOptions['logger'];
  bodyLimit?: number;
  /** Budget for draining NATS when the app closes. */
  drainTimeoutMs?: number;
}

export async function createService(opts: CreateServiceOptions): Promise<ServiceApp> {
  const app = Fastify({
    logger: opts.logger ?? loggerOptions(opts.name, opts.config.LOG_LEVEL),
    genReqId: requestIdFrom,
    requestIdHeader: false,
    bodyLimit: opts.bodyLimit ?? 1024 * 1024,
    return503OnClosing: true,
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  echoRequestId(app);
  installHealth(app);
  installMetrics(app, opts.name);
  installIdentityHook(app, opts.config.INTERNAL_SECRET);

  try {
    if (opts.mongo) {
      const mongo = typeof opts.mongo === 'object' ? opts.mongo : {};
      await installMongo(app, {
        uri: opts.config.MONGODB_URI,
        defaultDbName: mongo.dbName ?? opts.name,
        serverSelectionTimeoutMS: mongo.serverSelectionTimeoutMS,
      });
    }
    if (opts.nats) {
      await installNats(app, {
        url: opts.config.NATS_URL,
        name: opts.name,
        user: opts.config.NATS_USER,
        password: opts.config.NATS_PASSWORD,
        drainTimeoutMs: opts.drainTimeoutMs,
      });
    }
    if (opts.routes) await app.register(opts.routes);
    if (opts.setup) await opts.setup(app);
  } catch (err) {
    // Whatever did connect must not keep the process alive.
    await app.close();
    throw err;
  }
  return app;
}
