// The compose deployment: the committed files are what the generator makes from the services that
// exist, Debian's docker-compose (1.29, no engine needed) accepts the file, and the rendered result has
// the replica set, the NATS cluster with replicated streams, two replicas of every service and the gateway.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureEventsStream, stageEvent } from '@dop/service-kit';
import { natsInboxPrefix } from '@dop/service-kit/src/nats-inbox';
import { startNats, type TestNats } from '@dop/service-testing';
import { connect } from 'nats';
import { parse } from 'yaml';
import { COMPOSE_DIR, composeFiles, staleFiles } from '../compose/generate';
import { loadContractExports } from '../src/catalog/contract-exports';
import { findBinary } from '../src/debian-packages';
import { deployedNatsUsers, natsPasswordVar } from '../src/nats-deployed-users';
import { discoverServices } from '../src/services';

const root = path.resolve(__dirname, '../..');
const composeFile = path.join(COMPOSE_DIR, 'docker-compose.yml');
const services = discoverServices(root).map((s) => s.name);
const natsUsers = deployedNatsUsers(services);
const natsPasswords = Object.fromEntries(natsUsers.passwordVars.map((v, i) => [v, `pw-${i}-${'n'.repeat(20)}`]));
const SECRETS: Record<string, string> = {
  INTERNAL_SECRET: 'x'.repeat(40),
  SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
  ...natsPasswords,
};

interface ComposeService {
  image?: string;
  command?: string[];
  build?: { context: string; dockerfile: string };
  deploy?: { replicas?: number; resources?: { limits?: { cpus?: string; memory?: string } } };
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
}

function dockerCompose(env: Record<string, string>) {
  const bin = findBinary('docker-compose');
  if (!bin) throw new Error('docker-compose is missing: apt-get install -y docker-compose (listed in deploy/src/debian-packages.ts)');
  const { INTERNAL_SECRET: _i, SECRETS_KEY: _s, ...base } = process.env;
  return spawnSync(bin, ['-f', composeFile, '-p', 'dop', 'config'], { env: { ...base, ...env }, encoding: 'utf8' });
}

test('the committed compose files are what the generator makes from the services found', () => {
  expect(staleFiles(COMPOSE_DIR, composeFiles(root))).toEqual([]);
});

describe('docker-compose config', () => {
  let rendered: { services: Record<string, ComposeService> };
  beforeAll(() => {
    const r = dockerCompose(SECRETS);
    expect(r.stderr).not.toMatch(/invalid|error/i);
    expect(r.status).toBe(0);
    rendered = parse(r.stdout);
  });

  it('runs a 3-member MongoDB replica set and a 3-node NATS cluster with JetStream', () => {
    for (const n of [1, 2, 3]) {
      expect(rendered.services[`mongo${n}`].command).toEqual(['mongod', '--replSet', 'rs0', '--bind_ip_all']);
      expect(rendered.services[`nats${n}`].command).toEqual(['-c', '/etc/nats/nats.conf', '--server_name', `nats${n}`]);
    }
    const conf = fs.readFileSync(path.join(COMPOSE_DIR, 'nats/nats.conf'), 'utf8');
    expect(conf).toMatch(/jetstream \{/);
    for (const n of [1, 2, 3]) expect(conf).toContain(`nats-route://nats${n}:6222`);
  });

  it('creates every stream the contracts declare with 3 replicas before the services start', () => {
    const script = fs.readFileSync(path.join(COMPOSE_DIR, 'nats/streams.sh'), 'utf8');
    const streams = loadContractExports(root).streams;
    expect(streams.length).toBeGreaterThan(0);
    for (const s of streams) expect(script).toContain(`nats stream add ${s.name} --subjects '${s.subjects.join(',')}' --replicas 3`);
    expect(rendered.services.identity.depends_on?.['nats-streams']).toEqual({ condition: 'service_completed_successfully' });
  });

  it('runs two replicas of every service, on the replica set and the cluster, with health checks and limits', () => {
    expect(services.length).toBeGreaterThan(0);
    for (const name of services) {
      const svc = rendered.services[name];
      expect(svc.deploy?.replicas).toBe(2);
      expect(svc.deploy?.resources?.limits?.memory).toBeTruthy();
      expect(svc.environment?.MONGODB_URI).toMatch(/^mongodb:\/\/mongo1:27017,mongo2:27017,mongo3:27017\/\w+\?replicaSet=rs0$/);
      expect(svc.environment?.NATS_URL).toBe('nats://nats1:4222,nats://nats2:4222,nats://nats3:4222');
      expect(svc.environment?.SECRETS_KEY).toBe(SECRETS.SECRETS_KEY);
      expect(svc.environment?.NATS_USER).toBe(`app-${name}`);
      expect(svc.environment?.NATS_PASSWORD).toBe(natsPasswords[natsPasswordVar(`app-${name}`)]);
      expect(svc.healthcheck?.test.join(' ')).toContain('/readyz');
      expect(fs.existsSync(path.join(root, svc.build!.dockerfile))).toBe(true);
    }
    const gateway = rendered.services.gateway;
    for (const name of services)
      expect(gateway.environment?.[`SERVICE_${name.toUpperCase().replace(/-/g, '_')}_URL`]).toBe(`http://${name}:3000`);
  });

  it('refuses to render without the secrets, naming them', () => {
    const r = dockerCompose({});
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/INTERNAL_SECRET|SECRETS_KEY|NATS_PASSWORD_/);
    const { NATS_PASSWORD_DOMAINS: _d, ...withoutOne } = SECRETS;
    expect(dockerCompose(withoutOne).stderr).toMatch(/NATS_PASSWORD_DOMAINS/);
  });

  it('gives nats-server every password from the environment and the gateway and stream job their logins', () => {
    for (const n of [1, 2, 3]) {
      expect(rendered.services[`nats${n}`].environment).toEqual(natsPasswords);
      expect(fs.readFileSync(path.join(COMPOSE_DIR, 'nats/nats.conf'), 'utf8')).toMatch(/^include \.\/users\.conf$/m);
    }
    expect(rendered.services.gateway.environment).toMatchObject({
      NATS_USER: 'app-gateway',
      NATS_PASSWORD: natsPasswords.NATS_PASSWORD_GATEWAY,
    });
    expect(rendered.services['nats-streams'].environment).toMatchObject({ NATS_USER: 'app-operator' });
  });
});

describe('nats/users.conf on a real nats-server, passwords from its environment', () => {
  let nats: TestNats;
  const login = (user: string) => ({
    servers: nats.url,
    user,
    pass: natsPasswords[natsPasswordVar(user)],
    inboxPrefix: natsInboxPrefix(user),
  });
  beforeAll(async () => {
    nats = await startNats({ configFile: path.join(COMPOSE_DIR, 'nats/users.conf'), env: natsPasswords });
  });
  afterAll(async () => {
    await nats?.stop();
  });

  it('lets each app in with its own password and rights, and nobody with a wrong one', async () => {
    const domains = await connect(login('app-domains'));
    await ensureEventsStream(await domains.jetstreamManager());
    const e = stageEvent('domains.domain.deleted', { domainId: 'd1', name: 'gone.com' });
    await expect(domains.jetstream().publish(e.subject, e.json, { msgID: e.eventId })).resolves.toMatchObject({ stream: 'EVENTS' });
    await domains.close();
    const subscriber = await connect(login('sub-subscriber'));
    await expect(subscriber.jetstream().publish('domains.domain.created', '{}', { timeout: 2000 })).rejects.toThrow();
    expect((await (await subscriber.jetstreamManager()).streams.info('EVENTS')).state.messages).toBe(1);
    await subscriber.close();
    await expect(connect({ servers: nats.url, user: 'app-domains', pass: natsPasswords.NATS_PASSWORD_BILLING })).rejects.toThrow(
      /Authorization/i,
    );
  });
});

test('every Dockerfile is multi-stage, bundles its entry and runs as a non-root user', () => {
  for (const name of [...services, 'gateway']) {
    const text = fs.readFileSync(path.join(COMPOSE_DIR, `dockerfiles/${name}.Dockerfile`), 'utf8');
    expect(text.match(/^FROM /gm)).toHaveLength(2);
    expect(text).toMatch(/^USER nonroot$/m);
    expect(text).toContain(name === 'gateway' ? 'gateway/src/server.ts' : `services/${name}/src/server.ts`);
    expect(fs.readFileSync(path.join(COMPOSE_DIR, `dockerfiles/${name}.Dockerfile.dockerignore`), 'utf8')).toContain('**/node_modules');
  }
});
