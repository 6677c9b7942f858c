import { randomBytes } from 'node:crypto';
import { preview, SecretBox } from '../src/secret-box';

const key = randomBytes(32).toString('base64');

describe('SecretBox', () => {
  it('round-trips and never repeats a ciphertext', () => {
    const box = new SecretBox(key);
    const a = box.encrypt('pk1_secret-value');
    const b = box.encrypt('pk1_secret-value');
    expect(a).not.toBe(b);
    expect(a).not.toContain('secret-value');
    expect(box.decrypt(a)).toBe('pk1_secret-value');
  });

  it('refuses a value sealed under another key or tampered with', () => {
    const sealed = new SecretBox(key).encrypt('value');
    expect(() => new SecretBox(randomBytes(32).toString('base64')).decrypt(sealed)).toThrow();
    const parts = sealed.split(':');
    parts[3] = Buffer.from('other').toString('base64');
    expect(() => new SecretBox(key).decrypt(parts.join(':'))).toThrow();
    expect(() => new SecretBox(Buffer.alloc(16).toString('base64'))).toThrow('32 bytes');
  });
});

describe('preview', () => {
  it('shows 10 (or 8) characters and never a whole short secret', () => {
    expect(preview('abcdefghijklmnop', 10)).toBe('abcdefghij...');
    expect(preview('abcdefghijklmnop', 8)).toBe('abcdefgh...');
    expect(preview('short', 10)).toBe('sh...');
    expect(preview('0123456789', 10)).toBe('01234...');
    expect(preview('', 10)).toBe('');
  });
});
