// NATS users under `npm start` (issue 32): nats-server refuses anonymous clients, every service and the
// gateway log in as a user of their own, and each name in EVENTS_SUBSCRIBERS gets a subscriber user that
// may read and ack the EVENTS stream and nothing else (no publish, no RPC subject, no job or other
// stream). Service passwords are new at each start (only the supervisor hands them out); a subscriber's
// password is kept in its file, so a subscriber keeps working across restarts until it is removed from
// the list, which revokes it.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { EVENTS_STREAM } from '@dop/contracts/domain-events';

export interface NatsLogin {
  user: string;
  password: string;
}

export interface SubscriberFile extends NatsLogin {
  url: string;
  stream: string;
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

/** What a subscriber may publish: the JetStream API calls of its own consumers on EVENTS, and acks. */
export function subscriberPermissions(stream: string = EVENTS_STREAM.name) {
  const api = '$JS.API';
  return {
    publish: {
      allow: [
        `${api}.INFO`,
        `${api}.STREAM.INFO.${stream}`,
        `${api}.STREAM.MSG.GET.${stream}`,
        `${api}.CONSUMER.CREATE.${stream}`,
        `${api}.CONSUMER.CREATE.${stream}.>`,
        `${api}.CONSUMER.DURABLE.CREATE.${stream}.>`,
        `${api}.CONSUMER.INFO.${stream}.>`,
        `${api}.CONSUMER.DELETE.${stream}.>`,
        `${api}.CONSUMER.NAMES.${stream}`,
        `${api}.CONSUMER.LIST.${stream}`,
        `${api}.CONSUMER.MSG.NEXT.${stream}.>`,
        `$JS.ACK.${stream}.>`,
      ],
    },
    subscribe: { allow: ['_INBOX.>'] },
  };
}

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

/** The nats-server configuration text: one user per app (all subjects), one per subscriber (EVENTS only). */
export function natsAuthConfig(apps: Record<string, NatsLogin>, subscribers: NatsLogin[]): string {
  const users = [
    ...Object.values(apps).map((u) => ({ user: u.user, password: u.password })),
    ...subscribers.map((u) => ({ user: u.user, password: u.password, permissions: subscriberPermissions() })),
  ];
  // nats-server reads JSON as its configuration syntax too.
  return `authorization ${JSON.stringify({ users }, null, 2)}\n`;
}

export function prepareNatsUsers(dataDir: string, url: string, appNames: string[], subscriberNames: string[]): NatsUsers {
  const apps = Object.fromEntries(appNames.map((name) => [name, { user: `app-${name}`, password: password() }]));
  const subscribers: NatsUsers['subscribers'] = {};
  for (const name of subscriberNames) {
    const file = subscriberFileOf(dataDir, name);
    const login: SubscriberFile = { url, user: `sub-${name}`, password: keptPassword(file) ?? password(), stream: EVENTS_STREAM.name };
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
    ),
  );
  return { apps, subscribers, configFile };
}
