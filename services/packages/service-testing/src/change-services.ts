// The services a change set needs besides the one under test (issue 30): domains records and applies
// it, identity answers the team's approval policy. Both run as their own processes on the test's Mongo
// (fresh databases) and nats-server, as they do in the product.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshDatabase, type TestMongo } from './mongo';
import { startServiceProcess, type ServiceProcess } from './service-process';

export interface ChangeServices {
  domains: ServiceProcess;
  identity: ServiceProcess;
  stop(): Promise<void>;
}

export async function startChangeServices(opts: { mongo: TestMongo; natsUrl: string; secretsKey: string }): Promise<ChangeServices> {
  const dataDir = mkdtempSync(join(tmpdir(), 'identity-'));
  const started: ServiceProcess[] = [];
  try {
    const identity = await startServiceProcess('identity', {
      mongoUri: freshDatabase(opts.mongo, 'identity'),
      natsUrl: opts.natsUrl,
      extra: { DATA_DIR: dataDir },
    });
    started.push(identity);
    const domains = await startServiceProcess('domains', {
      mongoUri: freshDatabase(opts.mongo, 'domains'),
      natsUrl: opts.natsUrl,
      extra: { SECRETS_KEY: opts.secretsKey },
    });
    started.push(domains);
    return {
      domains,
      identity,
      async stop() {
        await Promise.all(started.map((p) => p.kill()));
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await Promise.all(started.map((p) => p.kill()));
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
}
