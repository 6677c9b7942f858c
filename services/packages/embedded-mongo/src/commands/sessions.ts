// Logical sessions this server has seen: every command's `lsid` is noted with its last use, as mongod's
// session cache does, so `$listLocalSessions` (a query-layer stage) can list them. endSessions forgets them; after
// logicalSessionTimeoutMinutes without use they expire. Sessions carry no state here (no transactions).
import { createHash } from 'node:crypto';
import { Binary, type Document } from 'bson';

export const SESSION_TIMEOUT_MINUTES = 30;

// Without authentication every session belongs to the same (unnamed) user: uid is the SHA-256 of ''.
const NO_USER_UID = new Binary(createHash('sha256').update('').digest(), 0);

interface Session {
  id: Binary;
  lastUse: Date;
}

export class SessionRegistry {
  private sessions = new Map<string, Session>();
  private touches = 0;

  private static key(id: unknown): string | undefined {
    return id instanceof Binary ? Buffer.from(id.buffer).toString('hex') : undefined;
  }

  /** Notes the command's lsid, if it has one. */
  touch(cmd: Document, now = new Date()): void {
    const id = (cmd.lsid as Document | undefined)?.id;
    const key = SessionRegistry.key(id);
    if (!key) return;
    // Re-inserted so the map stays in order of last use; pruning then stops at the first live one.
    this.sessions.delete(key);
    this.sessions.set(key, { id: id as Binary, lastUse: now });
    if (++this.touches % 1024 === 0) this.prune(now);
  }

  private prune(now: Date): void {
    const cutoff = now.getTime() - SESSION_TIMEOUT_MINUTES * 60_000;
    for (const [k, s] of this.sessions) {
      if (s.lastUse.getTime() >= cutoff) break;
      this.sessions.delete(k);
    }
  }

  end(lsids: unknown): void {
    if (!Array.isArray(lsids)) return;
    for (const l of lsids) {
      const key = SessionRegistry.key((l as Document)?.id);
      if (key) this.sessions.delete(key);
    }
  }

  /** The `$listLocalSessions` documents, least recently used first. */
  list(now = new Date()): Document[] {
    this.prune(now);
    return [...this.sessions.values()].map((s) => ({ _id: { id: s.id, uid: NO_USER_UID }, lastUse: s.lastUse }));
  }
}
