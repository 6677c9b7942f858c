// The Kubernetes manifests parse, match the generator, and give every service found under services/
// readiness and liveness probes on /readyz and /healthz, resource limits, an HPA and a PDB, and a NATS
// user of its own whose password comes from a Secret.
import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { staleFiles } from '../compose/generate';
import { K8S_DIR, k8sFiles } from '../k8s/generate';
import { natsLoginEnv } from '@dop/service-kit/src/env';
import { deployedNatsUsers, natsPasswordVar } from '../src/nats-deployed-users';
import { discoverServices } from '../src/services';

const root = path.resolve(__dirname, '../..');

interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string };
  spec?: Record<string, any>;
  stringData?: Record<string, string>;
}

function yamlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? yamlFiles(p) : e.name.endsWith('.yaml') ? [p] : [];
  });
}

let objects: K8sObject[];
beforeAll(() => {
  objects = yamlFiles(K8S_DIR).flatMap((file) =>
    parseAllDocuments(fs.readFileSync(file, 'utf8')).map((doc) => {
      expect({ file, errors: doc.errors.map(String) }).toEqual({ file, errors: [] });
      return doc.toJS() as K8sObject;
    }),
  );
});

const find = (kind: string, name: string) => objects.find((o) => o.kind === kind && o.metadata?.name === name);

test('the committed manifests are what the generator makes from the services found', () => {
  expect(staleFiles(K8S_DIR, k8sFiles(root))).toEqual([]);
});

test.each(discoverServices(root).map((s) => s.name))('%s: probes, limits, HPA and PDB', (name) => {
  const deployment = find('Deployment', name);
  expect(deployment).toBeDefined();
  const container = deployment!.spec!.template.spec.containers[0];
  expect(container.readinessProbe.httpGet.path).toBe('/readyz');
  expect(container.livenessProbe.httpGet.path).toBe('/healthz');
  expect(container.resources.limits).toEqual({ cpu: expect.any(String), memory: expect.any(String) });
  expect(deployment!.spec!.template.spec.securityContext.runAsNonRoot).toBe(true);
  const secretKeys = container.env.filter((e: any) => e.valueFrom?.secretKeyRef).map((e: any) => e.valueFrom.secretKeyRef.key);
  expect(secretKeys).toEqual(expect.arrayContaining(['SECRETS_KEY', 'INTERNAL_SECRET']));

  const hpa = find('HorizontalPodAutoscaler', name);
  expect(hpa?.apiVersion).toBe('autoscaling/v2');
  expect(hpa?.spec?.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name });
  expect(hpa?.spec?.minReplicas).toBeGreaterThanOrEqual(2);
  const pdb = find('PodDisruptionBudget', name);
  expect(pdb?.spec?.selector.matchLabels).toEqual(deployment!.spec!.selector.matchLabels);
  expect(find('Service', name)?.spec?.ports[0].port).toBe(3000);
});

test('Secrets for SECRETS_KEY and the internal signing secret; NATS and MongoDB as named external dependencies', () => {
  expect(Object.keys(find('Secret', 'dop-secrets')?.stringData ?? {}).sort()).toEqual(['INTERNAL_SECRET', 'SECRETS_KEY']);
  expect(find('Secret', 'dop-nats-users')).toBeDefined();
  const mongo = find('MongoDBCommunity', 'dop-mongodb');
  expect(mongo?.spec?.members).toBe(3);
  const nats = parseAllDocuments(fs.readFileSync(path.join(K8S_DIR, 'dependencies/nats-values.yaml'), 'utf8'))[0].toJS();
  expect(nats.config).toMatchObject({ cluster: { enabled: true, replicas: 3 }, jetstream: { enabled: true } });
  expect(find('Job', 'dop-nats-streams')).toBeDefined();
  expect(find('Deployment', 'gateway')?.spec?.template.spec.containers[0].readinessProbe.httpGet.path).toBe('/healthz');
});

test('every app logs in to NATS as its own user, its password from the dop-nats-users Secret, as nats-server expects', () => {
  const services = discoverServices(root).map((s) => s.name);
  const users = deployedNatsUsers(services);
  const secret = find('Secret', 'dop-nats-users')?.stringData ?? {};
  expect(Object.keys(secret).sort()).toEqual([...users.passwordVars].sort());
  // The placeholders are refused by the apps themselves.
  for (const placeholder of new Set(Object.values(secret)))
    expect(natsLoginEnv.safeParse({ NATS_USER: 'app-domains', NATS_PASSWORD: placeholder }).success).toBe(false);
  const containerEnv = (kind: string, name: string) =>
    (find(kind, name)?.spec?.template.spec.containers[0].env ?? []) as Array<{ name: string; value?: string; valueFrom?: unknown }>;
  for (const [kind, name, app] of [
    ...services.map((s) => ['Deployment', s, s]),
    ['Deployment', 'gateway', 'gateway'],
    ['Job', 'dop-nats-streams', 'operator'],
  ]) {
    const env = containerEnv(kind, name);
    expect(env.find((e) => e.name === 'NATS_USER')?.value).toBe(`app-${app}`);
    expect(env.find((e) => e.name === 'NATS_PASSWORD')?.valueFrom).toEqual({
      secretKeyRef: { name: 'dop-nats-users', key: natsPasswordVar(`app-${app}`) },
    });
  }
  const nats = parseAllDocuments(fs.readFileSync(path.join(K8S_DIR, 'dependencies/nats-values.yaml'), 'utf8'))[0].toJS();
  const declared = nats.config.merge.authorization.users as Array<{ user: string; password: string; permissions?: unknown }>;
  expect(declared.map((u) => u.user).sort()).toEqual([...Object.values(users.apps), ...users.subscribers].map((u) => u.user).sort());
  for (const u of declared) {
    expect(u.password).toBe(`<< $${natsPasswordVar(u.user)} >>`);
    expect(nats.container.env[natsPasswordVar(u.user)]).toEqual({
      valueFrom: { secretKeyRef: { name: 'dop-nats-users', key: natsPasswordVar(u.user) } },
    });
    // Only the operator's tools (the stream job) have every right.
    expect({ user: u.user, limited: u.permissions !== undefined }).toEqual({ user: u.user, limited: u.user !== 'app-operator' });
  }
});
