import { decoyHash, hashPassword, verifyPassword } from '../../src/lib/password';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsE', stored)).toBe(false);
  });

  it('salts: the same password hashes differently', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('handles unicode and refuses malformed stored values', async () => {
    const stored = await hashPassword('пароль🙂');
    expect(await verifyPassword('пароль🙂', stored)).toBe(true);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$1$2$3$a$b')).toBe(false);
  });

  it('the decoy matches no password', async () => {
    expect(await verifyPassword('', await decoyHash())).toBe(false);
  });
});
