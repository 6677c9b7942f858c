// What the manifests expect around them: NATS (the official `nats` Helm chart, 3 nodes, JetStream on
// files) and MongoDB (a 3-member replica set run by the MongoDB Community Operator), plus the names of
// the Secrets. Their values files are generated beside the manifests (deploy/k8s/dependencies/).
export const NAMESPACE = 'dop';
export const SECRET_NAME = 'dop-secrets';
/** One key per NATS user (NATS_PASSWORD_<NAME>), read by nats-server and by the app that logs in. */
export const NATS_USERS_SECRET = 'dop-nats-users';
/** Created by the MongoDB Community Operator for the `dop` user of the MongoDBCommunity resource. */
export const MONGO_SECRET = 'dop-mongodb-dop-dop';
export const NATS_URL = 'nats://dop-nats.dop.svc.cluster.local:4222';
export const mongoUri = (db: string) =>
  `mongodb://$(MONGODB_USER):$(MONGODB_PASSWORD)@dop-mongodb-svc.dop.svc.cluster.local:27017/${db}?replicaSet=dop-mongodb&authSource=admin`;

/**
 * Values for `helm install dop-nats nats/nats -n dop -f deploy/k8s/dependencies/nats-values.yaml`: the
 * users go into the server's configuration (`config.merge`), each password as `<< $NATS_PASSWORD_X >>`,
 * which the chart writes unquoted, so nats-server reads it from the container's environment, filled
 * from the dop-nats-users Secret.
 */
export function natsValues(authorization: unknown, passwordVars: string[]) {
  return {
    config: {
      cluster: { enabled: true, replicas: 3 },
      jetstream: { enabled: true, fileStore: { pvc: { size: '10Gi' } } },
      merge: { authorization },
    },
    container: {
      env: Object.fromEntries(passwordVars.map((v) => [v, { valueFrom: { secretKeyRef: { name: NATS_USERS_SECRET, key: v } } }])),
    },
    podTemplate: { topologySpreadConstraints: { 'kubernetes.io/hostname': { maxSkew: 1, whenUnsatisfiable: 'DoNotSchedule' } } },
  };
}

/** `kubectl apply` after installing the operator (helm install community-operator mongodb/community-operator). */
export const mongoResource = {
  apiVersion: 'mongodbcommunity.mongodb.com/v1',
  kind: 'MongoDBCommunity',
  metadata: { name: 'dop-mongodb', namespace: NAMESPACE },
  spec: {
    members: 3,
    type: 'ReplicaSet',
    version: '7.0.12',
    security: { authentication: { modes: ['SCRAM'] } },
    users: [
      {
        name: 'dop',
        db: 'admin',
        passwordSecretRef: { name: 'dop-mongodb-password' },
        roles: [
          { name: 'readWriteAnyDatabase', db: 'admin' },
          { name: 'dbAdminAnyDatabase', db: 'admin' },
        ],
        scramCredentialsSecretName: 'dop-mongodb-scram',
        connectionStringSecretName: MONGO_SECRET,
      },
    ],
    statefulSet: {
      spec: { volumeClaimTemplates: [{ metadata: { name: 'data-volume' }, spec: { resources: { requests: { storage: '20Gi' } } } }] },
    },
  },
};
