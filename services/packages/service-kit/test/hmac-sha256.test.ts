import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { hmacSha256Hex } from '../src/hmac-sha256';

const reference = (secret: string, message: string): string => createHmac('sha256', secret).update(message).digest('hex');

describe('hmacSha256Hex', () => {
  it("matches RFC 4231's test case 2 (short key)", () => {
    expect(hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });

  it('equals createHmac for any key and message: empty, non-ASCII, longer than a block, huge', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), fc.string({ unit: 'binary', maxLength: 2000 }), (secret, message) => {
        expect(hmacSha256Hex(secret, message)).toBe(reference(secret, message));
      }),
      { numRuns: 500 },
    );
    const huge = 'ж'.repeat(40_000);
    // An ASCII key (its pad hashed as text) and a non-ASCII one (as bytes).
    for (const secret of ['k', 'ключ']) {
      expect(hmacSha256Hex(secret, huge)).toBe(reference(secret, huge));
      expect(hmacSha256Hex(secret, 'short')).toBe(reference(secret, 'short'));
    }
  });

  it('keeps keys apart: the same message under two secrets, alternating', () => {
    for (let i = 0; i < 20; i++) {
      for (const secret of ['first-secret', 'second-secret', `k${i}`]) {
        expect(hmacSha256Hex(secret, `m${i}`)).toBe(reference(secret, `m${i}`));
      }
    }
  });
});
