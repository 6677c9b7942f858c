// Wires the event relay into a service: declares EVENTS, starts the relay over the service's own
// database, stops it before NATS drains. Routes and workers call `app.eventRelay.nudge()` after a
// write that staged events, so they go out at once rather than on the next timer pass.
import type { FastifyInstance } from 'fastify';
import { Events } from 'nats';
import { EventRelay } from './event-relay';
import { ensureEventsStream, type EventsRetention } from './events-stream';

declare module 'fastify' {
  interface FastifyInstance {
    eventRelay: EventRelay;
  }
}

export interface InstallRelayOptions {
  /** The service's collections whose documents stage events. */
  collections: string[];
  retention: EventsRetention;
  intervalMs?: number;
}

export async function installEventRelay(app: FastifyInstance, opts: InstallRelayOptions): Promise<EventRelay> {
  await ensureEventsStream(app.jsm, opts.retention);
  const relay = new EventRelay({
    db: app.mongo.db!,
    collections: opts.collections,
    js: app.js,
    intervalMs: opts.intervalMs,
    onError: (err) => app.log.warn({ err }, 'domain events not published yet (NATS or the database is away); the relay tries again'),
    onSetAside: (event, err) =>
      app.log.error(
        { err, subject: event.subject, eventId: event.eventId },
        'domain event refused by NATS (permissions): set aside in event_dead_letters, the relay goes on',
      ),
  });
  app.decorate('eventRelay', relay);
  relay.start();
  // A pass waiting on acks ends when the connection drops, and events staged while NATS was away go
  // out as soon as it is back, not at the next timer pass or after a publish timeout.
  void (async () => {
    for await (const s of app.nats.status()) {
      if (s.type === Events.Disconnect) relay.interrupt();
      else if (s.type === Events.Reconnect) {
        // A pass begun while disconnected waits on acks that will not come: end it, and start anew.
        relay.interrupt();
        relay.nudge();
      }
    }
  })();
  app.addHook('onClose', async () => relay.stop());
  return relay;
}
