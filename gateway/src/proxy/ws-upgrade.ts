// WebSocket upgrades (the SSH tab's live socket at /ssh-ws): the same access rules as HTTP — the
// session cookie rides on the upgrade request, and its Origin must be this site — then the socket is
// piped to the owning service. Each open socket is kept with its owner (ws-sessions.ts), so a
// revocation closes it.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { rejectUpgrade } from '../http/json-error';
import { decideAccess, type AccessDecision, type AccessDeps } from './access';
import { pathOf } from '../http/url-path';
import type { WsForwarder } from './ws-forward';
import { tagOf } from '../identity/credential-tag';
import { IDENTITY_HEADERS } from '@dop/service-kit/src/identity-headers';
import type { WsRelay, WsSessions } from './ws-sessions';

const WS_PATH = /^\/ssh-ws(\/|$)/;

/** Attaches the upgrade handler; returns a function that drops every open socket (for shutdown). */
export function handleUpgrades(server: Server, deps: AccessDeps, proxy: WsForwarder, sessions: WsSessions): () => void {
  const open = new Set<Duplex>();

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const path = pathOf(req.url);
    if (!WS_PATH.test(path)) {
      rejectUpgrade(socket, 404, 'not_found', `No WebSocket endpoint at ${path}`);
      return;
    }
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    const requestId = randomUUID();
    const fail = (): void => rejectUpgrade(socket, 500, 'internal', 'Internal gateway error');
    // Nothing thrown here may escape: an exception in an 'upgrade' listener takes the process down.
    // Only sockets of a signed-in user can be revoked; the owner is known once access is granted.
    const ownedBy = (d: AccessDecision & { ok: true }): ((relay: WsRelay) => void) | undefined => {
      const userId = d.headers[IDENTITY_HEADERS.userId];
      if (!d.credentials || userId === undefined) return undefined;
      const owner = { tag: tagOf(d.credentials), userId };
      return (relay) => {
        sessions.add(relay, owner);
        socket.once('close', () => sessions.delete(relay));
      };
    };
    const go = (d: AccessDecision): void => {
      try {
        if (!d.ok) rejectUpgrade(socket, d.status, d.code, d.message);
        else proxy.forward(req, socket, head, d.service, d.target, d.headers, ownedBy(d));
      } catch {
        fail();
      }
    };
    try {
      const decision = decideAccess(req, path, requestId, deps, true);
      if (decision instanceof Promise) decision.then(go, fail);
      else go(decision);
    } catch {
      fail();
    }
  });

  return () => {
    for (const s of open) s.destroy();
    open.clear();
  };
}
