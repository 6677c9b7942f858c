// docker-compose.yml as data: a 3-member MongoDB replica set, a 3-node NATS cluster whose streams are
// created with 3 replicas before any service starts, every service found under services/ (2 replicas:
// they keep no state of their own), and the gateway serving the front ends. Secrets come from the
// environment (`${VAR:?}` makes compose refuse to start without them), NATS passwords included: every
// app logs in as its own NATS user (nats/users.conf, with the rights of docs/events/nats-permissions.json).
import { natsPasswordVar, type DeployedNatsUsers } from '../src/nats-deployed-users';
import { OPERATOR } from '../src/nats-users';
import { NODE_BIN, SERVICE_PORT } from './dockerfiles';

export const REPLICAS = 2;
const MONGO_IMAGE = 'mongo:7.0';
const NATS_IMAGE = 'nats:2.10-alpine';
const NATS_BOX_IMAGE = 'natsio/nats-box:0.14.5';
const NODES = [1, 2, 3];

export const NATS_URL = NODES.map((n) => `nats://nats${n}:4222`).join(',');
export const mongoUri = (db: string) => `mongodb://${NODES.map((n) => `mongo${n}:27017`).join(',')}/${db}?replicaSet=rs0`;
export const serviceUrlVar = (name: string) => `SERVICE_${name.toUpperCase().replace(/-/g, '_')}_URL`;

const SECRET_ENV = {
  INTERNAL_SECRET: '${INTERNAL_SECRET:?set INTERNAL_SECRET (at least 32 characters)}',
  SECRETS_KEY: '${SECRETS_KEY:?set SECRETS_KEY (base64 of 32 bytes)}',
  LOG_LEVEL: '${LOG_LEVEL:-info}',
};

const required = (variable: string) => `\${${variable}:?set ${variable}}`;

/** NATS_USER and NATS_PASSWORD of one app's login. */
const natsLogin = (users: DeployedNatsUsers, app: string) => ({
  NATS_USER: users.apps[app].user,
  NATS_PASSWORD: required(natsPasswordVar(users.apps[app].user)),
});

const probe = (url: string) => ({
  test: ['CMD', NODE_BIN, '-e', `fetch('${url}').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))`],
  interval: '10s',
  timeout: '3s',
  retries: 6,
  start_period: '20s',
});

const limits = (cpus: string, memory: string) => ({ resources: { limits: { cpus, memory }, reservations: { memory: '128M' } } });

function infrastructure(users: DeployedNatsUsers): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const n of NODES) {
    out[`mongo${n}`] = {
      image: MONGO_IMAGE,
      command: ['mongod', '--replSet', 'rs0', '--bind_ip_all'],
      volumes: [`mongo${n}:/data/db`],
      healthcheck: { test: ['CMD', 'mongosh', '--quiet', '--eval', 'db.adminCommand({ ping: 1 }).ok'], interval: '10s', retries: 6 },
      restart: 'unless-stopped',
    };
  }
  const members = NODES.map((n) => `{ _id: ${n - 1}, host: 'mongo${n}:27017' }`).join(', ');
  out['mongo-init'] = {
    image: MONGO_IMAGE,
    // Idempotent: rs.status() fails only while the set is not initiated yet.
    entrypoint: [
      'mongosh',
      '--host',
      'mongo1',
      '--quiet',
      '--eval',
      `try { rs.status() } catch (e) { rs.initiate({ _id: 'rs0', members: [${members}] }) }`,
    ],
    depends_on: Object.fromEntries(NODES.map((n) => [`mongo${n}`, { condition: 'service_healthy' }])),
  };
  for (const n of NODES) {
    out[`nats${n}`] = {
      image: NATS_IMAGE,
      command: ['-c', '/etc/nats/nats.conf', '--server_name', `nats${n}`],
      // users.conf names each password as a variable; nats-server reads it from this environment.
      environment: Object.fromEntries(users.passwordVars.map((v) => [v, required(v)])),
      volumes: ['./nats/nats.conf:/etc/nats/nats.conf:ro', './nats/users.conf:/etc/nats/users.conf:ro', `nats${n}:/data`],
      healthcheck: { test: ['CMD', 'wget', '-q', '-O-', 'http://127.0.0.1:8222/healthz'], interval: '10s', retries: 6 },
      restart: 'unless-stopped',
    };
  }
  out['nats-streams'] = {
    image: NATS_BOX_IMAGE,
    command: ['sh', '/streams.sh'],
    environment: { NATS_URL, ...natsLogin(users, OPERATOR) },
    volumes: ['./nats/streams.sh:/streams.sh:ro'],
    depends_on: Object.fromEntries(NODES.map((n) => [`nats${n}`, { condition: 'service_healthy' }])),
  };
  return out;
}

export function composeFile(services: string[], users: DeployedNatsUsers): Record<string, unknown> {
  const ready = {
    'mongo-init': { condition: 'service_completed_successfully' },
    'nats-streams': { condition: 'service_completed_successfully' },
  };
  const apps: Record<string, unknown> = {};
  for (const name of services) {
    apps[name] = {
      build: { context: '../..', dockerfile: `deploy/compose/dockerfiles/${name}.Dockerfile` },
      image: `dop/${name}:\${DOP_VERSION:-latest}`,
      environment: {
        ...SECRET_ENV,
        NATS_URL,
        ...natsLogin(users, name),
        MONGODB_URI: mongoUri(name.replace(/-/g, '_')),
        PORT: String(SERVICE_PORT),
        HOST: '0.0.0.0',
        DATA_DIR: '/tmp',
        // identity believes X-Forwarded-For only from the gateways, which reach it over the compose network.
        ...(name === 'identity' ? { TRUSTED_PROXIES: '${TRUSTED_PROXIES:-10.0.0.0/8,172.16.0.0/12,192.168.0.0/16}' } : {}),
      },
      depends_on: ready,
      healthcheck: probe(`http://127.0.0.1:${SERVICE_PORT}/readyz`),
      deploy: { replicas: REPLICAS, ...limits('1.0', '512M') },
      restart: 'unless-stopped',
    };
  }
  // Docker's DNS answers a service name with every replica's address, so each URL reaches both.
  const serviceUrls = Object.fromEntries(services.map((s) => [serviceUrlVar(s), `http://${s}:${SERVICE_PORT}`]));
  apps.gateway = {
    build: { context: '../..', dockerfile: 'deploy/compose/dockerfiles/gateway.Dockerfile' },
    image: 'dop/gateway:${DOP_VERSION:-latest}',
    environment: {
      ...SECRET_ENV,
      NATS_URL,
      ...natsLogin(users, 'gateway'),
      ...serviceUrls,
      PUBLIC_ORIGIN: '${PUBLIC_ORIGIN:-http://localhost:8080}',
    },
    ports: ['${PORT:-8080}:8080'],
    volumes: ['releases:/data/releases'],
    depends_on: Object.fromEntries(services.map((s) => [s, { condition: 'service_started' }])),
    healthcheck: probe('http://127.0.0.1:8080/healthz'),
    deploy: { replicas: 1, ...limits('1.0', '256M') },
    restart: 'unless-stopped',
  };
  const volumes = Object.fromEntries([...NODES.map((n) => `mongo${n}`), ...NODES.map((n) => `nats${n}`), 'releases'].map((v) => [v, {}]));
  return { services: { ...infrastructure(users), ...apps }, volumes };
}
