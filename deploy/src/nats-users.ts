// NATS users under `npm start` (issue 32): nats-server refuses anonymous clients; every service and the
// gateway log in as a user of their own with the rights the event catalog gives it (what its sources
// publish, request, consume and answer: docs/events/nats-permissions.json); each name in
// EVENTS_SUBSCRIBERS gets a subscriber user that may read and ack the EVENTS stream and nothing else (no
// publish, no RPC subject, no job or other stream). Every user reads replies under its own inbox prefix. Service passwords are new at each start (only the supervisor hands them out); a subscriber's
// password is kept in its file, so a subscriber keeps working across restarts until it is removed from
// the list, which revokes it.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { EVENTS_STREAM } from '@dop/contracts/domain-events';
import { natsInboxPrefix } from '@dop/service-kit/src/nats-inbox';
import { NATS_PERMISSIONS_DOC, withInbox, type NatsPermissions } from './catalog/nats-permissions';

export interface NatsLogin {
  user: string;
  password: string;
}

export interface SubscriberFile extends NatsLogin {
  url: string;
  stream: string;
  /** Replies to this subscriber's JetStream calls arrive under it; give it to connect() as `inboxPrefix`. */
  inboxPrefix: string;
  /** The one durable consumer on `stream` this subscriber may create and read. */
  durable: string;
}

export interface NatsUsers {
  /** Service name (and `gateway`) → its login. */
  apps: Record<string, NatsLogin>;
  /** Subscriber name → its file (DATA_DIR/subscriber.json for `subscriber`, subscribers/<name>.json else). */
  subscribers: Record<string, { file: string; login: SubscriberFile }>;
  /** nats-server configuration holding the users (0600), given to nats-server with -c. */
  configFile: string;
}

/** The login of the operator's own tools (the e2e secrets audit), which read every subject. */
export const OPERATOR = 'operator';

export function operatorLoginFile(dataDir: string): string {
  return path.join(dataDir, 'nats', 'operator.json');
}

const password = () => randomBytes(24).toString('base64url');

/** The NATS user names of an app (service, `gateway`, the operator's tools) and of a subscriber. */
export const appUser = (name: string) => `app-${name}`;
export const subscriberUser = (name: string) => `sub-${name}`;
/** A subscriber's durable consumer: its user name, so the permissions can name it. */
export const subscriberDurable = (user: string) => user;

/**
 * What a subscriber may do: create, read, pull from and ack its own durable consumer on EVENTS (named in
 * its login, so one subscriber can neither read nor delete another's), read the stream's info and
 * messages, and receive replies under its own inbox. Nothing else: no publish, no RPC, no other stream.
 */
export function subscriberPermissions(user: string, durable: string, stream: string = EVENTS_STREAM.name): NatsPermissions {
  const api = '$JS.API';
  const mine = `${stream}.${durable}`;
  return {
    publish: {
      allow: [
        `${api}.INFO`,
        `${api}.STREAM.INFO.${stream}`,
        `${api}.STREAM.MSG.GET.${stream}`,
        `${api}.CONSUMER.CREATE.${mine}`,
        `${api}.CONSUMER.CREATE.${mine}.>`,
        `${api}.CONSUMER.DURABLE.CREATE.${mine}`,
        `${api}.CONSUMER.INFO.${mine}`,
        `${api}.CONSUMER.DELETE.${mine}`,
        `${api}.CONSUMER.MSG.NEXT.${mine}`,
        `$JS.ACK.${mine}.>`,
      ],
    },
    subscribe: { allow: [`${natsInboxPrefix(user)}.>`] },
  };
}

/** Each app's rights as the catalog generator wrote them (docs/events/nats-permissions.json). */
export function appPermissions(root: string): Record<string, NatsPermissions> {
  return JSON.parse(fs.readFileSync(path.join(root, NATS_PERMISSIONS_DOC), 'utf8')) as Record<string, NatsPermissions>;
}

/** The rights of an app the catalog does not name: connect, reach JetStream's info, and its own inbox. */
const NOTHING: NatsPermissions = { publish: { allow: ['$JS.API.INFO'] }, subscribe: { allow: [] } };

export function subscriberFileOf(dataDir: string, name: string): string {
  return name === 'subscriber' ? path.join(dataDir, 'subscriber.json') : path.join(dataDir, 'subscribers', `${name}.json`);
}

function keptPassword(file: string): string | null {
  try {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<SubscriberFile>;
    return typeof kept.password === 'string' && kept.password.length >= 16 ? kept.password : null;
  } catch {
    return null;
  }
}

function writePrivate(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, text, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
}

/**
 * nats-server's `authorization` block as data: each app with its catalog rights (the operator's tools
 * with all), each subscriber with EVENTS only.
 */
export function natsAuthorization(
  apps: Record<string, NatsLogin>,
  subscribers: NatsLogin[],
  permissions: Record<string, NatsPermissions>,
): { users: Array<NatsLogin & { permissions?: NatsPermissions }> } {
  return {
    users: [
      ...Object.entries(apps).map(([name, u]) =>
        name === OPERATOR ? { ...u } : { ...u, permissions: withInbox(permissions[name] ?? NOTHING, u.user) },
      ),
      ...subscribers.map((u) => ({
        user: u.user,
        password: u.password,
        permissions: subscriberPermissions(u.user, subscriberDurable(u.user)),
      })),
    ],
  };
}

/**
 * The nats-server configuration text of those users. A `password` of the form `$NAME` becomes a bare
 * variable, which nats-server reads from its environment (Compose passes the secrets that way).
 */
export function natsAuthConfig(
  apps: Record<string, NatsLogin>,
  subscribers: NatsLogin[],
  permissions: Record<string, NatsPermissions>,
): string {
  // nats-server reads JSON as its configuration syntax too.
  const text = JSON.stringify(natsAuthorization(apps, subscribers, permissions), null, 2);
  return `authorization ${text.replace(/"password": "\$([A-Z][A-Z0-9_]*)"/g, '"password": $$$1')}\n`;
}

export function prepareNatsUsers(
  dataDir: string,
  url: string,
  appNames: string[],
  subscriberNames: string[],
  permissions: Record<string, NatsPermissions>,
): NatsUsers {
  const apps = Object.fromEntries(appNames.map((name) => [name, { user: appUser(name), password: password() }]));
  const subscribers: NatsUsers['subscribers'] = {};
  for (const name of subscriberNames) {
    const file = subscriberFileOf(dataDir, name);
    const user = subscriberUser(name);
    const login: SubscriberFile = {
      url,
      user,
      password: keptPassword(file) ?? password(),
      stream: EVENTS_STREAM.name,
      inboxPrefix: natsInboxPrefix(user),
      durable: subscriberDurable(user),
    };
    writePrivate(file, `${JSON.stringify(login, null, 2)}\n`);
    subscribers[name] = { file, login };
  }
  writePrivate(operatorLoginFile(dataDir), `${JSON.stringify(apps[OPERATOR] ?? null)}\n`);
  const configFile = path.join(dataDir, 'nats', 'users.conf');
  writePrivate(
    configFile,
    natsAuthConfig(
      apps,
      Object.values(subscribers).map((s) => s.login),
      permissions,
    ),
  );
  return { apps, subscribers, configFile };
}
