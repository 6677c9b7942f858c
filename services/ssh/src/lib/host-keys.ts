// Trust on first use: the first key a host:port presents is recorded; a different key later fails
// that server with a message saying what changed and what to do.
import { createHash } from 'node:crypto';
import type { KnownHostModel } from '../models/known-host';

/** OpenSSH's notation: "SHA256:" + base64 of the SHA-256 of the key blob, without padding. */
export function fingerprintOf(keyBlob: Buffer): string {
  return `SHA256:${createHash('sha256').update(keyBlob).digest('base64').replace(/=+$/, '')}`;
}

export class HostKeyChangedError extends Error {
  override name = 'HostKeyChangedError';
  constructor(
    readonly target: string,
    readonly recorded: string,
    readonly presented: string,
  ) {
    super(
      `Host key of ${target} has changed (recorded ${recorded}, now ${presented}): refusing to connect. ` +
        'If the server was reinstalled, remove its entry from ssh_known_hosts and try again.',
    );
  }
}

const isDuplicateKey = (err: unknown) => (err as { code?: number })?.code === 11000;

/** Records the key on first contact; throws HostKeyChangedError when it differs from the recorded one. */
export async function checkHostKey(knownHosts: KnownHostModel, target: string, fingerprint: string): Promise<'recorded' | 'known'> {
  const existing = await knownHosts.findById(target).lean();
  if (!existing) {
    try {
      await knownHosts.create({ _id: target, fingerprint, firstSeenAt: new Date() });
      return 'recorded';
    } catch (err) {
      // Two servers of one job on the same host raced to record it: compare with the winner's.
      if (!isDuplicateKey(err)) throw err;
      return checkHostKey(knownHosts, target, fingerprint);
    }
  }
  if (existing.fingerprint !== fingerprint) throw new HostKeyChangedError(target, existing.fingerprint, fingerprint);
  return 'known';
}
