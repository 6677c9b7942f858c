// The live socket at /ssh-ws (spec 2 §7 SSH). The gateway authenticates the session and forwards the
// upgrade with signed identity headers; the service's identity hook refuses an unsigned upgrade (401)
// before it becomes a WebSocket.
import websocket from '@fastify/websocket';
import { ActiveJobsQuery, SSH_WS_PATH } from '@dop/contracts/ssh';
import type { ServiceRoutes } from '@dop/service-kit';
import type { IncomingMessage } from 'node:http';

export const wsRoutes: ServiceRoutes = async (app) => {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  const upgraded = new WeakSet<IncomingMessage>();
  // A refused upgrade is answered on the raw socket, which Node keeps half-open after the client
  // leaves; ended here, or it would hold the server's close forever.
  app.addHook('onResponse', async (request) => {
    if (!upgraded.has(request.raw) && request.headers.upgrade) request.raw.socket.destroy();
  });
  app.get(SSH_WS_PATH, { websocket: true, schema: { querystring: ActiveJobsQuery } }, (socket, request) => {
    upgraded.add(request.raw);
    app.ssh.hub.attach(socket, request.identity.userId, request.query.showAll ?? false);
  });
};
