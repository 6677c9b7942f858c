// HMAC-SHA256 (RFC 2104) as two one-shot `crypto.hash` calls over key pads prepared once per key.
// The gateway signs every proxied request and every service verifies one: `createHmac` builds a
// stream object, validates its arguments and sets the key up again on each call, which the profile
// of the gateway under load put at ~6 % of its CPU; this takes about 60 % of that time (measured in
// deploy/bench/gateway/README.md). The result is the same bytes as createHmac('sha256', key).
import { hash } from 'node:crypto';

const BLOCK = 64; // SHA-256's block size in bytes
const DIGEST = 32;
const MAX_KEPT = 16 * 1024;

/** One key's pads and scratch space; calls are synchronous, so reusing the buffers is safe. */
class PaddedKey {
  /** K ⊕ ipad, then room for the message. */
  private inner: Buffer;
  /** K ⊕ opad, then the inner digest. */
  private readonly outer = Buffer.alloc(BLOCK + DIGEST);

  constructor(secret: string) {
    let key = Buffer.from(secret, 'utf8');
    if (key.length > BLOCK) key = hash('sha256', key, 'buffer');
    this.inner = Buffer.alloc(BLOCK + 256);
    for (let i = 0; i < BLOCK; i++) {
      const k = i < key.length ? key[i] : 0;
      this.inner[i] = k ^ 0x36;
      this.outer[i] = k ^ 0x5c;
    }
  }

  hex(message: string): string {
    const most = BLOCK + message.length * 3; // UTF-8 never needs more than 3 bytes per UTF-16 unit
    let inner = this.inner;
    if (most > inner.length) {
      inner = Buffer.alloc(most);
      this.inner.copy(inner, 0, 0, BLOCK);
      // Kept for the next call unless it is unusually large (the scratch space would stay that size).
      if (most <= MAX_KEPT) this.inner = inner;
    }
    const end = BLOCK + inner.write(message, BLOCK, 'utf8');
    hash('sha256', inner.subarray(0, end), 'buffer').copy(this.outer, BLOCK);
    return hash('sha256', this.outer, 'hex');
  }
}

// A process signs or verifies with one secret (INTERNAL_SECRET); a few more are kept for tests.
const keys = new Map<string, PaddedKey>();
const MAX_KEYS = 8;

function paddedKey(secret: string): PaddedKey {
  let key = keys.get(secret);
  if (key === undefined) {
    if (keys.size >= MAX_KEYS) keys.clear();
    key = new PaddedKey(secret);
    keys.set(secret, key);
  }
  return key;
}

/** HMAC-SHA256 of `message` (UTF-8) under `secret` (UTF-8), as lower-case hex. */
export function hmacSha256Hex(secret: string, message: string): string {
  return paddedKey(secret).hex(message);
}
