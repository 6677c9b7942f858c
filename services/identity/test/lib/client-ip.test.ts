import { clientIp } from '../../src/lib/client-ip';

describe('clientIp', () => {
  it('takes the last x-forwarded-for entry, the one the gateway appended', () => {
    expect(clientIp({ 'x-forwarded-for': '1.1.1.1, 203.0.113.9' }, '127.0.0.1')).toBe('203.0.113.9');
  });

  it('falls back to the socket address', () => {
    expect(clientIp({}, '127.0.0.1')).toBe('127.0.0.1');
    expect(clientIp({ 'x-forwarded-for': ' , ' }, '10.0.0.1')).toBe('10.0.0.1');
  });
});
