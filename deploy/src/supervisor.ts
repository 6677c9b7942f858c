// Hand-written: pm2, concurrently and foreman start children at once; none waits for each to answer before the next, or stops in reverse.
// The run: prerequisites, front-end builds, secrets, infrastructure, services, gateway, then Ready.
// Stops in the reverse order: services and gateway first (they flush to NATS and Mongo), then NATS and Mongo.
import path from 'node:path';
import { baseEnv, gatewayEntry, gatewayProcess, natsLoginEnv, serviceProcess, type Endpoints } from './app-processes';
import { publicHost, type SupervisorConfig } from './config';
import { requireNatsServer } from './debian-packages';
import { buildFrontEnds, stopCurrentBuild } from './frontends';
import { mongoChild, natsChild, type InfraChild } from './infra';
import { dim, green, info, ok, seconds, setPrefixWidth } from './log';
import type { ManagedProcess } from './managed-process';
import { isPortFree, PortAllocator } from './ports';
import { waitFor } from '@dop/service-kit/src/wait-for';
import { httpProbe } from './readiness';
import { ensurePrivateDir, PRIVATE_UMASK, tightenTree, withUmask } from './private-data-dir';
import { RunStateFile } from './run-state';
import { appPermissions, OPERATOR, prepareNatsUsers } from './nats-users';
import { loadSecrets, type Secrets } from './secrets';
import { discoverServices, serviceUrlVar } from './services';

export const STOPPING = 'stopping';

export class Supervisor {
  private readonly infra: ManagedProcess[] = [];
  private readonly apps: ManagedProcess[] = [];
  private readonly runState: RunStateFile;
  private readonly ports = new PortAllocator('127.0.0.1');
  private stopping = false;

  constructor(private readonly config: SupervisorConfig) {
    this.runState = new RunStateFile(config.dataDir);
  }

  get isStopping(): boolean {
    return this.stopping;
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
    // DATA_DIR is private (private-data-dir.ts): from here on everything the supervisor and its children
    // create is 0600 / 0700, and what an older version left wider is tightened before anyone reads it.
    const umask = process.umask(PRIVATE_UMASK);
    ensurePrivateDir(config.dataDir);
    await this.runState.acquire();
    const loose = tightenTree(config.dataDir);
    if (loose.length) info(`DATA_DIR: could not make ${loose.length} entries private, e.g. ${loose[0]} (another owner?)`);
    gatewayEntry(config.root);
    const natsBin = config.natsUrl ? undefined : requireNatsServer();
    if (natsBin) ok(`nats-server: ${natsBin}`);

    if (config.skipBuild) info('front-end builds skipped (SKIP_BUILD=1)');
    else await withUmask(umask, () => buildFrontEnds(config.root));
    if (this.stopping) return undefined;

    const secrets = loadSecrets(config.dataDir, { internalSecret: config.internalSecret, secretsKey: config.secretsKey });
    const rel = path.relative(config.root, secrets.file);
    ok(
      `secrets: ${secrets.generated.length ? `generated ${secrets.generated.join(', ')} into ` : ''}${rel.startsWith('..') ? secrets.file : rel}`,
    );

    if (!(await isPortFree(config.host, config.port))) {
      throw new Error(`PORT ${config.port} is already in use on ${config.host}; set PORT to a free port`);
    }
    this.ports.claim(config.port);

    const endpoints = await this.startInfra(natsBin);
    const url = await this.startApps(endpoints, secrets);
    process.stdout.write(`${green(`Ready: ${url}`)} ${dim(`(${seconds(Date.now() - startedAt)})`)}\n`);
    return url;
  }

  private async startInfra(natsBin: string | undefined): Promise<Endpoints> {
    const { config } = this;
    const waits: Array<Promise<void>> = [];
    const start = (child: InfraChild, what: string): string => {
      const t = Date.now();
      this.track(child.proc, child.marker, this.infra);
      // Infrastructure that keeps crashing will not come up by waiting longer: say so and stop.
      const abort = (): string | undefined =>
        this.abort() ??
        (child.proc.restarts >= 3
          ? `${what} exited ${child.proc.restarts + 1} times (last: ${child.proc.lastExit}); see its output above`
          : undefined);
      waits.push(child.ready(abort).then(() => ok(`${what} on ${child.url}`, t)));
      return child.url;
    };
    let mongoUrl = config.mongodbUri;
    if (mongoUrl) info(`MongoDB: ${mongoUrl.replace(/\/\/[^@/]*@/, '//***@')} (MONGODB_URI)`);
    else mongoUrl = start(mongoChild(config.root, config.dataDir, await this.ports.next()), 'embedded MongoDB');
    let natsUrl = config.natsUrl;
    let natsLogins: Endpoints['natsLogins'];
    if (natsUrl) info(`NATS: ${natsUrl} (NATS_URL)`);
    else {
      const verbose = ['debug', 'trace'].includes(config.logLevel);
      const [port, monitorPort] = [await this.ports.next(), await this.ports.next()];
      const apps = [...discoverServices(config.root, config.services).map((s) => s.name), 'gateway', OPERATOR];
      const url = `nats://127.0.0.1:${port}`;
      const users = prepareNatsUsers(config.dataDir, url, apps, config.eventsSubscribers, appPermissions(config.root));
      natsLogins = users.apps;
      const nats = natsChild(config.root, natsBin!, config.dataDir, port, monitorPort, verbose, users.configFile);
      natsUrl = start(nats, 'NATS (JetStream)');
      for (const { file } of Object.values(users.subscribers))
        info(
          `events: a subscriber's login is in ${file} (watch: npx tsx deploy/examples/watch-events.ts ${file}; docs/events/subscribing.md)`,
        );
    }
    await Promise.all(waits);
    return { mongoUrl, natsUrl, natsLogins };
  }

  /** Every service and the gateway at once; returns the gateway's URL once its /healthz is green. */
  private async startApps(endpoints: Endpoints, secrets: Secrets): Promise<string> {
    const { config } = this;
    const services = discoverServices(config.root, config.services);
    setPrefixWidth(['gateway', ...services.map((s) => s.name)]);
    const env = baseEnv(config, endpoints, secrets);
    const serviceUrls: Record<string, string> = {};
    const waits: Array<Promise<void>> = [];
    for (const svc of services) {
      const port = await this.ports.next();
      const url = `http://127.0.0.1:${port}`;
      serviceUrls[serviceUrlVar(svc.name)] = url;
      const t = Date.now();
      const proc = serviceProcess(config.root, svc, port, env, endpoints, secrets);
      this.track(proc, svc.entry, this.apps);
      waits.push(this.waitHttp(proc, `${url}/readyz`).then(() => ok(`service ${svc.name} on ${url}`, t)));
    }
    if (!services.length) info('no services yet (none of services/<name>/src/server.ts exists)');
    const t = Date.now();
    const gateway = gatewayProcess(config, { ...env, ...natsLoginEnv(endpoints, 'gateway') }, serviceUrls);
    this.track(gateway, gatewayEntry(config.root), this.apps);
    const url = `http://${publicHost(config.host)}:${config.port}`;
    await Promise.all(waits);
    await this.waitHttp(gateway, `${url}/healthz`);
    ok(`gateway on ${url} (${services.length} services)`, t);
    return url;
  }

  private async waitHttp(proc: ManagedProcess, url: string): Promise<void> {
    let last = '';
    const crashes = (): string => (proc.restarts ? `; restarted ${proc.restarts}×, last exit ${proc.lastExit}` : '');
    await waitFor(
      async () => {
        const r = await httpProbe(url);
        last = r.status ? `HTTP ${r.status} ${(r.body ?? '').slice(0, 200)}` : 'no answer';
        return r.ok;
      },
      {
        timeoutMs: Infinity,
        intervalMs: 150,
        abort: this.abort,
        onSlow: (ms) => info(`still waiting for ${proc.name} (${seconds(ms)}): ${url} → ${last}${crashes()}`),
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
}
