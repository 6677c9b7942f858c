// AES-256-GCM for secrets at rest under SECRETS_KEY (design.md §5): registrar keys, Cloudflare keys,
// provider passwords, SSH passwords in queued jobs. One format for every service.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

export class SecretBox {
  private readonly key: Buffer;

  constructor(base64Key: string) {
    this.key = Buffer.from(base64Key, 'base64');
    if (this.key.length !== 32) throw new Error('SECRETS_KEY must be base64 of 32 bytes');
  }

  /** `v1:<iv>:<tag>:<ciphertext>`, each base64; a fresh IV every time, so equal secrets never look equal. */
  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join(':');
  }

  /** Throws when the value was not sealed under this key or was tampered with. */
  decrypt(sealed: string): string {
    const [version, iv, tag, data] = sealed.split(':');
    if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('not a sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
  }
}

/**
 * First `length` characters + '...' (spec 1 §9). A secret no longer than that shows only half of
 * itself, so a preview never gives the whole value away.
 */
export function preview(secret: string, length: number): string {
  if (!secret) return '';
  const shown = secret.length > length ? length : Math.floor(secret.length / 2);
  return `${secret.slice(0, shown)}...`;
}
