// How a credential is named between identity and the gateway: by the SHA-256 hex of its secret (only
// hashes travel over NATS), tagged with its kind, since a session and a token may share a text.
import { createHash } from 'node:crypto';
import type { Credentials } from '@dop/service-kit/src/credentials';

export type CredentialKind = Credentials['kind'];

export function sha256(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** `s` or `t` + the SHA-256 hex of the secret, as revocations (AccessChanged) name it. */
export function credentialTag(kind: CredentialKind, hash: string): string {
  return `${kind === 'sid' ? 's' : 't'}${hash}`;
}

/** The tag of credentials at hand. */
export function tagOf(c: Credentials): string {
  return credentialTag(c.kind, sha256(c.kind === 'sid' ? c.sid : c.token));
}
