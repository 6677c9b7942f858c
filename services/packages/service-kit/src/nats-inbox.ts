// Each NATS user gets replies under an inbox prefix of its own (issue 32): with the default `_INBOX.`
// shared by everyone, a user allowed to read its replies could read every other user's replies too
// (session lookups, registrar answers). nats-server's permissions give each user only its own prefix.

/** `_INBOX_<user>`: the prefix of every reply subject `user` creates (requests, JetStream pulls and acks). */
export function natsInboxPrefix(user: string): string {
  return `_INBOX_${user.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}
