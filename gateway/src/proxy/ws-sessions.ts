// Open /ssh-ws sockets and whose they are, so a revocation reaches live sockets too (issue 25): the
// identity cache only decides the next request, while a socket opened before a sign-out, a disable or a
// role change would otherwise go on with the identity signed into its upgrade. The socket is closed
// with 4401 (the SSH tab reconnects: a revoked session is then refused with 401, a changed role gets
// a socket signed with the new one).
import type { AccessChanged } from '@dop/contracts/access';
import { credentialTag } from '../identity/credential-tag';

/** An open relay the gateway can end with a close frame of its own. */
export interface WsRelay {
  close(code: number, reason: string): void;
}

/** Who a socket belongs to: the credential's tag (credential-tag.ts) and the user id. */
export interface WsOwner {
  tag: string;
  userId: string;
}

export const REVOKED_CLOSE_CODE = 4401;

export class WsSessions {
  private readonly open = new Map<WsRelay, WsOwner>();

  add(relay: WsRelay, owner: WsOwner): void {
    this.open.set(relay, owner);
  }

  delete(relay: WsRelay): void {
    this.open.delete(relay);
  }

  get size(): number {
    return this.open.size;
  }

  /** Closes the sockets an access change names; returns how many. */
  revoke(change: AccessChanged): number {
    // A step-up only widens what a session may do: its sockets stay.
    if (change.reason === 'step-up') return 0;
    const sid = change.sidHash === undefined ? undefined : credentialTag('sid', change.sidHash);
    const token = change.tokenHash === undefined ? undefined : credentialTag('token', change.tokenHash);
    let closed = 0;
    for (const [relay, owner] of this.open) {
      if (owner.tag !== sid && owner.tag !== token && owner.userId !== change.userId) continue;
      this.open.delete(relay);
      relay.close(REVOKED_CLOSE_CODE, `Access changed (${change.reason}); sign in again`);
      closed++;
    }
    return closed;
  }
}
