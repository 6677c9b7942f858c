import { signPayload } from '../src/identity-headers';

describe('signPayload (HMAC-SHA256 through node:crypto)', () => {
  it("matches RFC 4231's test case 2 (short key)", () => {
    expect(signPayload('Jefe', 'what do ya want for nothing?')).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });
});
