// HMAC-SHA256 (RFC 2104) as two one-shot `crypto.hash` calls over key pads prepared once per key.
// The gateway signs every proxied request and every service verifies one: `createHmac` builds a
// stream object, validates its arguments and sets the key up again on each call, which the profile
// of the gateway under load put at ~6 % of its CPU; this needs about three quarters of that time
// (deploy/bench/gateway/README.md). The result is the same bytes as createHmac('sha256', key).
import { hash } from 'node:crypto';

const BLOCK = 64; // SHA-256's block size in bytes
const DIGEST = 32;

/** One key's pads; calls are synchronous, so reusing the outer buffer is safe. */
class PaddedKey {
  /** K ⊕ ipad as text when every byte of it is ASCII (then its UTF-8 is itself), else null. */
  private readonly innerText: string | null;
  private readonly innerPad: Buffer;
  /** K ⊕ opad, then the inner digest. */
  private readonly outer = Buffer.alloc(BLOCK + DIGEST);

  constructor(secret: string) {
    let key = Buffer.from(secret, 'utf8');
    if (key.length > BLOCK) key = hash('sha256', key, 'buffer');
    this.innerPad = Buffer.alloc(BLOCK);
    for (let i = 0; i < BLOCK; i++) {
      const k = i < key.length ? key[i] : 0;
      this.innerPad[i] = k ^ 0x36;
      this.outer[i] = k ^ 0x5c;
    }
    this.innerText = this.innerPad.every((b) => b < 0x80) ? this.innerPad.toString('latin1') : null;
  }

  hex(message: string): string {
    // The usual key (INTERNAL_SECRET is ASCII) hashes pad and message as one string: no buffer to fill.
    const inner =
      this.innerText !== null
        ? hash('sha256', this.innerText + message, 'buffer')
        : hash('sha256', Buffer.concat([this.innerPad, Buffer.from(message, 'utf8')]), 'buffer');
    inner.copy(this.outer, BLOCK);
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
