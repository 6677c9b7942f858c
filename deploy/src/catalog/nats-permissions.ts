// What each service (and the gateway) may do on NATS, derived from the event catalog, i.e. from what its
// sources publish, request, consume and answer (issue 32). Written to docs/events/nats-permissions.json
// by the generator; `npm start`, Compose and Kubernetes give each app's NATS user exactly these rights.
// A subject a service does not name in its source is refused to it, so the catalog test that fails on
// an unlisted subject also guards these permissions.
import { natsInboxPrefix } from '@dop/service-kit/src/nats-inbox';
import type { CatalogEntry } from './event-catalog';

export interface NatsPermissions {
  publish: { allow: string[] };
  subscribe: { allow: string[] };
  /** Lets a responder publish its reply to the requester's reply subject, and nothing else of it. */
  allow_responses?: boolean;
}

/** Where the generator writes them, relative to the repository root. */
export const NATS_PERMISSIONS_DOC = 'docs/events/nats-permissions.json';

const JS_API = '$JS.API';

/** Declare (ensureStream) and publish into a stream: stream info, create and update; no delete, no purge. */
function streamDeclare(stream: string): string[] {
  return [`${JS_API}.STREAM.INFO.${stream}`, `${JS_API}.STREAM.CREATE.${stream}`, `${JS_API}.STREAM.UPDATE.${stream}`];
}

/** Run durable consumers on a stream: create, look up, pull and ack (`CONSUMER.<op>.<stream>.<durable>`). */
function streamConsume(stream: string): string[] {
  return [
    `${JS_API}.CONSUMER.*.${stream}`,
    `${JS_API}.CONSUMER.*.${stream}.>`,
    `${JS_API}.CONSUMER.*.*.${stream}.>`,
    `$JS.ACK.${stream}.>`,
  ];
}

const sorted = (xs: Iterable<string>) => [...new Set(xs)].sort();

/** The permissions of every component the catalog names (services and `gateway`). */
export function natsPermissions(entries: CatalogEntry[]): Record<string, NatsPermissions> {
  const components = sorted(entries.flatMap((e) => [...e.publishers, ...e.consumers]));
  return Object.fromEntries(
    components.map((component) => {
      const publish = new Set<string>([`${JS_API}.INFO`]);
      const subscribe = new Set<string>();
      let responds = false;
      for (const e of entries) {
        const sends = e.publishers.includes(component);
        const receives = e.consumers.includes(component);
        if (sends) publish.add(e.subject);
        if (e.stream && (sends || receives)) streamDeclare(e.stream).forEach((s) => publish.add(s));
        if (!receives) continue;
        if (e.stream) streamConsume(e.stream).forEach((s) => publish.add(s));
        else subscribe.add(e.subject);
        if (e.kind === 'rpc') responds = true;
      }
      const perms: NatsPermissions = { publish: { allow: sorted(publish) }, subscribe: { allow: sorted(subscribe) } };
      if (responds) perms.allow_responses = true;
      return [component, perms];
    }),
  );
}

/** The same permissions for one login: its own inbox added, so its requests and pulls get answers. */
export function withInbox(perms: NatsPermissions, user: string): NatsPermissions {
  return { ...perms, subscribe: { allow: sorted([...perms.subscribe.allow, `${natsInboxPrefix(user)}.>`]) } };
}
