// The operations service: persists ops.log.appended / ops.result.changed and serves the logs,
// results and operation-domains panels (issue 7, spec 2 §7).
import { AnswerCache, createService, type ServiceApp } from '@dop/service-kit';
import type { OperationsEnv } from './config';
import { ActivityThrottle } from './events/activity-writer';
import { startConsumers } from './events/consumers';
import { consumeUsers } from './events/user-consumer';
import { ensureIndexes } from './models/indexes';
import { domainActivityModel } from './models/domain-activity-model';
import { logModel } from './models/log-model';
import { resultModel } from './models/result-model';
import { userModel } from './models/user-model';
import { installEtag } from './plugins/etag';
import { operationsRoutes } from './routes';

export interface BuildOptions {
  /** Tests of the HTTP side alone may skip consuming; the service always consumes. */
  consume?: boolean;
}

export async function buildApp(config: OperationsEnv, opts: BuildOptions = {}): Promise<ServiceApp> {
  const app = await createService({ name: 'operations', config, mongo: true, nats: true });
  try {
    const logs = logModel(app.mongo);
    const results = resultModel(app.mongo);
    const activity = domainActivityModel(app.mongo);
    const users = userModel(app.mongo);
    await ensureIndexes(logs, results, activity, config.RETENTION_DAYS);
    const throttle = new ActivityThrottle();
    await installEtag(app);
    const answers = new AnswerCache(config.ANSWER_CACHE_MS);
    await app.register(operationsRoutes({ logs, results, activity, users }, throttle, answers));
    if (opts.consume !== false) {
      const consumers = await startConsumers({
        js: app.js,
        jsm: app.jsm,
        logs,
        results,
        activity,
        throttle,
        batch: config.INGEST_BATCH,
        flushMs: config.INGEST_FLUSH_MS,
        log: app.log,
        onWritten: () => answers.invalidate(),
      });
      // preClose runs before the onClose hooks that close Mongo and drain NATS: in-flight batches
      // are written and acked first.
      const userEvents = await consumeUsers(app.js, app.jsm, users, app.log);
      app.addHook('preClose', async () => {
        await Promise.all([consumers.stop(), userEvents.stop()]);
      });
    }
    return app;
  } catch (err) {
    await app.close();
    throw err;
  }
}
