import { behindTls } from '../../src/lib/cookies';

describe('cookies', () => {
  it('reads x-forwarded-proto', () => {
    expect(behindTls({ 'x-forwarded-proto': 'https' })).toBe(true);
    expect(behindTls({ 'x-forwarded-proto': 'https,http' })).toBe(true);
    expect(behindTls({ 'x-forwarded-proto': 'http' })).toBe(false);
    expect(behindTls({})).toBe(false);
  });
});
