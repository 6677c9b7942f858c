// The run: prerequisites, front-end builds, secrets, infrastructure, services, gateway, then Ready.
// Stops in the reverse order: services and gateway first (they flush to NATS and Mongo), then NATS and Mongo.
import fs from 'node:fs';
import path from 'node:path';
import { publicHost, type SupervisorConfig } from './config';
import { DEBIAN_PACKAGES, ensureDebianPackages, findBinary } from './debian-packages';
import { buildFrontEnds, stopCurrentBuild } from './frontends';
import { mongoChild, natsChild, type InfraChild } from './infra';
import { dim, green, info, ok, seconds, setPrefixWidth } from './log';
import { ManagedProcess } from './managed-process';
import { isPortFree, PortAllocator } from './ports';
import { httpProbe, waitUntil } from './readiness';
import { RunStateFile } from './run-state';
import { loadSecrets } from './secrets';
import { discoverServices, mongoUriFor, serviceUrlVar } from './services';

const STOPPING = 'stopping';

function displayPath(root: string, file: string): string {
  const rel = path.relative(root, file);
  return rel.startsWith('..') ? file : rel;
}

export class Supervisor {
  private readonly infra: ManagedProcess[] = [];
  private readonly apps: ManagedProcess[] = [];
  private readonly runState: RunStateFile;
  private stopping = false;

  constructor(private readonly config: SupervisorConfig) {
    this.runState = new RunStateFile(config.dataDir);
  }

  private abort = (): string | undefined => (this.stopping ? STOPPING : undefined);

  private track(proc: ManagedProcess, marker: string, list: ManagedProcess[]): void {
    list.push(proc);
    proc.onSpawn = (pid) => this.runState.setChild(proc.name, pid, marker);
    proc.start();
  }

  /** Resolves with the URL once the gateway's /healthz is green; rejects on a startup error. */
  async run(startedAt: number): Promise<string | undefined> {
    const { config } = this;
    fs.mkdirSync(config.dataDir, { recursive: true });
    this.runState.acquire();

    let natsBin: string | undefined;
    if (!config.natsUrl) {
      const pkg = DEBIAN_PACKAGES.find((p) => p.name === 'nats-server')!;
      if (ensureDebianPackages([pkg]).missing.length) {
        throw new Error(
          'nats-server is not installed: install the Debian package "nats-server" (apt-get install -y nats-server) or set NATS_URL',
        );
      }
      natsBin = findBinary('nats-server')!;
      ok(`nats-server: ${natsBin}`);
    }

    if (config.skipBuild) info('front-end builds skipped (SKIP_BUILD=1)');
    else await buildFrontEnds(config.root);
    if (this.stopping) return undefined;

    const secrets = loadSecrets(config.dataDir, { internalSecret: config.internalSecret, secretsKey: config.secretsKey });
    ok(
      `secrets: ${secrets.generated.length ? `generated ${secrets.generated.join(', ')} into ` : ''}${displayPath(config.root, secrets.file)}`,
    );

    const ports = new PortAllocator('127.0.0.1');
    if (!(await isPortFree(config.host, config.port))) {
      throw new Error(`PORT ${config.port} is already in use on ${config.host}; set PORT to a free port`);
    }
    ports.claim(config.port);

    const services = discoverServices(config.root, config.services);
    setPrefixWidth(['gateway', 'mongo', 'nats', ...services.map((s) => s.name)]);

    const infra: Array<Promise<void>> = [];
    let mongoUrl = config.mongodbUri;
    let natsUrl = config.natsUrl;
    const startInfra = (child: InfraChild, what: string): void => {
      const t = Date.now();
      this.track(child.proc, child.marker, this.infra);
      // Infrastructure that keeps crashing will not come up by waiting longer: say so and stop.
      const abort = (): string | undefined =>
        this.abort() ??
        (child.proc.restarts >= 3
          ? `${what} exited ${child.proc.restarts + 1} times (last: ${child.proc.lastExit}); see its output above`
          : undefined);
      infra.push(child.ready(abort).then(() => ok(`${what} on ${child.url}`, t)));
    };
    if (!mongoUrl) {
      const mongo = mongoChild(config.root, config.dataDir, await ports.next());
      mongoUrl = mongo.url;
      startInfra(mongo, 'embedded MongoDB');
    } else info(`MongoDB: ${mongoUrl.replace(/\/\/[^@/]*@/, '//***@')} (MONGODB_URI)`);
    if (!natsUrl) {
      const nats = natsChild(
        config.root,
        natsBin!,
        config.dataDir,
        await ports.next(),
        await ports.next(),
        ['debug', 'trace'].includes(config.logLevel),
      );
      natsUrl = nats.url;
      startInfra(nats, 'NATS (JetStream)');
    } else info(`NATS: ${natsUrl} (NATS_URL)`);
    await Promise.all(infra);

    const base: NodeJS.ProcessEnv = {
      ...process.env,
      NATS_URL: natsUrl,
      INTERNAL_SECRET: secrets.internalSecret,
      LOG_LEVEL: config.logLevel,
    };
    for (const key of Object.keys(base)) if (/^SERVICE_.*_URL$/.test(key)) delete base[key];
    const serviceUrls: Record<string, string> = {};
    const waits: Array<Promise<void>> = [];
    for (const svc of services) {
      const port = await ports.next();
      const url = `http://127.0.0.1:${port}`;
      serviceUrls[serviceUrlVar(svc.name)] = url;
      const proc = new ManagedProcess({
        name: svc.name,
        command: process.execPath,
        args: ['--import', 'tsx', svc.entry],
        cwd: config.root,
        env: {
          ...base,
          PORT: String(port),
          HOST: '127.0.0.1',
          MONGODB_URI: mongoUriFor(mongoUrl, svc.name),
          SECRETS_KEY: secrets.secretsKey,
        },
        restart: true,
      });
      const t = Date.now();
      this.track(proc, svc.entry, this.apps);
      waits.push(this.waitHttp(proc, `${url}/readyz`).then(() => ok(`service ${svc.name} on ${url}`, t)));
    }
    if (!services.length) info('no services yet (none of services/<name>/src/server.ts exists)');

    const gatewayEntry = path.join(config.root, 'gateway/src/server.ts');
    if (!fs.existsSync(gatewayEntry)) throw new Error(`the gateway is missing: ${path.relative(config.root, gatewayEntry)} does not exist`);
    const gateway = new ManagedProcess({
      name: 'gateway',
      command: process.execPath,
      args: ['--import', 'tsx', gatewayEntry],
      cwd: config.root,
      env: { ...base, ...serviceUrls, PORT: String(config.port), HOST: config.host, STATIC_ROOT: config.root },
      restart: true,
    });
    const tg = Date.now();
    this.track(gateway, gatewayEntry, this.apps);
    const url = `http://${publicHost(config.host)}:${config.port}`;
    await Promise.all(waits);
    await this.waitHttp(gateway, `${url}/healthz`);
    ok(`gateway on ${url} (${services.length} services)`, tg);
    process.stdout.write(`${green(`Ready: ${url}`)} ${dim(`(${seconds(Date.now() - startedAt)})`)}\n`);
    return url;
  }

  private waitHttp(proc: ManagedProcess, url: string): Promise<void> {
    let last = '';
    return waitUntil(
      async () => {
        const r = await httpProbe(url);
        last = r.status ? `HTTP ${r.status} ${(r.body ?? '').slice(0, 200)}` : 'no answer';
        return r.ok;
      },
      {
        abort: this.abort,
        onSlow: (ms) =>
          info(
            `still waiting for ${proc.name} (${seconds(ms)}): ${url} → ${last}${proc.restarts ? `; restarted ${proc.restarts}×, last exit ${proc.lastExit}` : ''}`,
          ),
      },
    );
  }

  /** Clean stop: services and gateway, then NATS and Mongo. Safe to call more than once. */
  async stop(): Promise<void> {
    this.stopping = true;
    stopCurrentBuild();
    await Promise.all(this.apps.map((p) => p.stop()));
    await Promise.all(this.infra.map((p) => p.stop()));
    this.runState.release();
  }

  /** When the supervisor exits without a clean stop: no child may outlive it. */
  killAll(): void {
    for (const p of [...this.apps, ...this.infra]) p.kill();
  }

  get isStopping(): boolean {
    return this.stopping;
  }
}

export { STOPPING };
