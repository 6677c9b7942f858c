// Kubernetes objects of one service and of the gateway: Deployment (probes, limits, non-root), Service,
// HorizontalPodAutoscaler and PodDisruptionBudget. Services keep no state of their own, so any replica
// may go; the PDB keeps at least one serving during node drains.
import { SERVICE_PORT } from '../compose/dockerfiles';
import { natsPasswordVar } from '../src/nats-deployed-users';
import { appUser } from '../src/nats-users';
import { NAMESPACE, SECRET_NAME, MONGO_SECRET, NATS_URL, NATS_USERS_SECRET, mongoUri } from './dependencies';

type Obj = Record<string, unknown>;

const meta = (name: string) => ({
  name,
  namespace: NAMESPACE,
  labels: { 'app.kubernetes.io/name': name, 'app.kubernetes.io/part-of': 'dop' },
});
const secretEnv = (name: string, secret: string, key = name) => ({ name, valueFrom: { secretKeyRef: { name: secret, key } } });

/** NATS_USER and NATS_PASSWORD of an app's own NATS user (a service, `gateway`, the operator's tools). */
export const natsLoginEnv = (app: string) => [
  { name: 'NATS_USER', value: appUser(app) },
  secretEnv('NATS_PASSWORD', NATS_USERS_SECRET, natsPasswordVar(appUser(app))),
];

const httpProbe = (path: string, port: number, periodSeconds: number, failureThreshold: number) => ({
  httpGet: { path, port },
  periodSeconds,
  timeoutSeconds: 3,
  failureThreshold,
});

export interface AppSpec {
  name: string;
  image: string;
  port: number;
  env: Obj[];
  readiness: string;
  liveness: string;
  limits: { cpu: string; memory: string };
  minReplicas: number;
  maxReplicas: number;
  volumes?: { mounts: Obj[]; volumes: Obj[] };
}

export function appManifests(spec: AppSpec): Obj[] {
  const selector = { 'app.kubernetes.io/name': spec.name };
  const deployment = {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: meta(spec.name),
    spec: {
      replicas: spec.minReplicas,
      selector: { matchLabels: selector },
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
      template: {
        metadata: { labels: { ...selector, 'app.kubernetes.io/part-of': 'dop' } },
        spec: {
          securityContext: { runAsNonRoot: true, runAsUser: 65532, runAsGroup: 65532, fsGroup: 65532 },
          // Replicas on different nodes when the cluster has them.
          topologySpreadConstraints: [
            {
              maxSkew: 1,
              topologyKey: 'kubernetes.io/hostname',
              whenUnsatisfiable: 'ScheduleAnyway',
              labelSelector: { matchLabels: selector },
            },
          ],
          containers: [
            {
              name: spec.name,
              image: spec.image,
              ports: [{ name: 'http', containerPort: spec.port }],
              env: spec.env,
              readinessProbe: httpProbe(spec.readiness, spec.port, 5, 3),
              livenessProbe: httpProbe(spec.liveness, spec.port, 10, 6),
              startupProbe: httpProbe(spec.liveness, spec.port, 2, 30),
              resources: { requests: { cpu: '100m', memory: '128Mi' }, limits: spec.limits },
              securityContext: { allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } },
              ...(spec.volumes ? { volumeMounts: spec.volumes.mounts } : {}),
            },
          ],
          ...(spec.volumes ? { volumes: spec.volumes.volumes } : {}),
        },
      },
    },
  };
  const service = {
    apiVersion: 'v1',
    kind: 'Service',
    metadata: meta(spec.name),
    spec: { selector, ports: [{ name: 'http', port: spec.port, targetPort: 'http' }] },
  };
  const hpa = {
    apiVersion: 'autoscaling/v2',
    kind: 'HorizontalPodAutoscaler',
    metadata: meta(spec.name),
    spec: {
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: spec.name },
      minReplicas: spec.minReplicas,
      maxReplicas: spec.maxReplicas,
      metrics: [{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } } }],
    },
  };
  const pdb = {
    apiVersion: 'policy/v1',
    kind: 'PodDisruptionBudget',
    metadata: meta(spec.name),
    spec: { minAvailable: 1, selector: { matchLabels: selector } },
  };
  return [deployment, service, hpa, pdb];
}

export const imageOf = (name: string) => `registry.example.internal/dop/${name}:latest`;

export function serviceSpec(name: string): AppSpec {
  const db = name.replace(/-/g, '_');
  return {
    name,
    image: imageOf(name),
    port: SERVICE_PORT,
    env: [
      { name: 'PORT', value: String(SERVICE_PORT) },
      { name: 'HOST', value: '0.0.0.0' },
      // The root file system is read-only: files a service keeps for itself (identity's mail outbox
      // when no SMTP_URL is set) go to a scratch volume.
      { name: 'DATA_DIR', value: '/scratch' },
      { name: 'NATS_URL', value: NATS_URL },
      ...natsLoginEnv(name),
      secretEnv('INTERNAL_SECRET', SECRET_NAME),
      secretEnv('SECRETS_KEY', SECRET_NAME),
      secretEnv('MONGODB_USER', MONGO_SECRET, 'username'),
      secretEnv('MONGODB_PASSWORD', MONGO_SECRET, 'password'),
      // $(VAR) is expanded by Kubernetes from the variables above.
      { name: 'MONGODB_URI', value: mongoUri(db) },
      // identity believes X-Forwarded-For only from the gateway pods (the cluster's pod network).
      ...(name === 'identity' ? [{ name: 'TRUSTED_PROXIES', value: '10.0.0.0/8,172.16.0.0/12,192.168.0.0/16' }] : []),
    ],
    readiness: '/readyz',
    liveness: '/healthz',
    limits: { cpu: '1', memory: '512Mi' },
    minReplicas: 2,
    maxReplicas: 6,
    volumes: { mounts: [{ name: 'scratch', mountPath: '/scratch' }], volumes: [{ name: 'scratch', emptyDir: { sizeLimit: '256Mi' } }] },
  };
}
