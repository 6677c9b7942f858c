import { ErrorBody } from '../../src/common/errors';
import { DomainName, QueryBoolean } from '../../src/common/http';

describe('common HTTP shapes', () => {
  it('ErrorBody takes code, message and optional details', () => {
    expect(ErrorBody.parse({ error: { code: 'not_found', message: 'x' } })).toEqual({ error: { code: 'not_found', message: 'x' } });
    expect(ErrorBody.safeParse({ error: { message: 'x' } }).success).toBe(false);
  });

  it('QueryBoolean reads only true/false', () => {
    expect(QueryBoolean.parse('true')).toBe(true);
    expect(QueryBoolean.parse('false')).toBe(false);
    expect(QueryBoolean.safeParse('1').success).toBe(false);
  });

  it('DomainName normalises case and rejects non-domains', () => {
    expect(DomainName.parse(' Example.COM ')).toBe('example.com');
    expect(DomainName.parse('xn--80ak6aa92e.com')).toBe('xn--80ak6aa92e.com');
    for (const bad of ['localhost', '-a.com', 'a..com', 'a.com.', 'a_b.com', 'http://a.com']) {
      expect([bad, DomainName.safeParse(bad).success]).toEqual([bad, false]);
    }
  });
});
