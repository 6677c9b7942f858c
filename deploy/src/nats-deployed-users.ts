// The NATS users of the Compose and Kubernetes deployments (issue 32): the same users and rights as
// under `npm start` (nats-users.ts), but no password is in a generated file: each user's password is a
// variable named after it, NATS_PASSWORD_<NAME>, read from the environment (Compose) or a Secret
// (Kubernetes) by nats-server and by the app that logs in with it.
import { appPermissions, appUser, natsAuthorization, OPERATOR, subscriberUser, type NatsLogin } from './nats-users';

/** The subscribers a deployment has; add a name here and regenerate to give another service its own login. */
export const DEPLOYED_SUBSCRIBERS = ['subscriber'];

/** The variable (Compose) or Secret key (Kubernetes) that holds one NATS user's password. */
export function natsPasswordVar(user: string): string {
  return `NATS_PASSWORD_${user
    .replace(/^app-/, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '_')}`;
}

export interface DeployedNatsUsers {
  /** App name → its login, the password given as `$NATS_PASSWORD_<APP>`. */
  apps: Record<string, NatsLogin>;
  subscribers: NatsLogin[];
  /** Every password variable, app and subscriber. */
  passwordVars: string[];
}

const login = (user: string): NatsLogin => ({ user, password: `$${natsPasswordVar(user)}` });

export function deployedNatsUsers(services: string[]): DeployedNatsUsers {
  const apps = Object.fromEntries([...services, 'gateway', OPERATOR].map((name) => [name, login(appUser(name))]));
  const subscribers = DEPLOYED_SUBSCRIBERS.map((name) => login(subscriberUser(name)));
  const passwordVars = [...Object.values(apps), ...subscribers].map((u) => natsPasswordVar(u.user));
  return { apps, subscribers, passwordVars };
}

/** The `authorization` block of those users with the catalog's rights; `password` as `wrap($NAME)`. */
export function deployedAuthorization(root: string, users: DeployedNatsUsers, wrap: (variable: string) => string = (v) => v) {
  const rewrap = (u: NatsLogin) => ({ ...u, password: wrap(u.password) });
  const apps = Object.fromEntries(Object.entries(users.apps).map(([name, u]) => [name, rewrap(u)]));
  return natsAuthorization(apps, users.subscribers.map(rewrap), appPermissions(root));
}
