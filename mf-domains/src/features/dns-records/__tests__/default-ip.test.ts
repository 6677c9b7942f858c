import { DEFAULT_IP, defaultIp, defaultRecords, parseTtl } from '../lib/default-ip';

describe('DNS dialog defaults (spec 1 §4, §5)', () => {
  it('lastUsedIp, else the static IP when on, else the current IP, else the fallback', () => {
    expect(defaultIp({ lastUsedIp: '1.1.1.1' }, { useStaticIp: true, staticIp: '2.2.2.2', currentIp: '3.3.3.3' })).toBe('1.1.1.1');
    expect(defaultIp({ lastUsedIp: null }, { useStaticIp: true, staticIp: '2.2.2.2', currentIp: '3.3.3.3' })).toBe('2.2.2.2');
    expect(defaultIp({ lastUsedIp: null }, { useStaticIp: false, staticIp: '2.2.2.2', currentIp: '3.3.3.3' })).toBe('3.3.3.3');
    expect(defaultIp({ lastUsedIp: null }, undefined)).toBe(DEFAULT_IP);
  });

  it("two default records '@' and 'www' with TTL 3600; TTL parsed as an integer", () => {
    expect(defaultRecords('9.9.9.9').map((r) => [r.name, r.content, r.ttl])).toEqual([
      ['@', '9.9.9.9', 3600],
      ['www', '9.9.9.9', 3600],
    ]);
    expect(parseTtl('7200.9')).toBe(7200);
    expect(parseTtl('x')).toBe(0);
  });
});
