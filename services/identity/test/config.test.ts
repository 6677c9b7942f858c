// The issue 25 variables: parsed once at start, a bad value named by its variable.
import { parseEnv, EnvError } from '@dop/service-kit';
import { testEnv } from '@dop/service-testing';
import { identityEnv } from '../src/config';

const parse = (env: Record<string, string>) => parseEnv(identityEnv, testEnv({ env }));

describe('OWNER_EMAIL, SIGNUP_MODE, TRUSTED_PROXIES', () => {
  it('default to no owner e-mail, approval, and loopback as the trusted proxy', () => {
    const c = parse({});
    expect(c.OWNER_EMAIL).toBeUndefined();
    expect(c.SIGNUP_MODE).toBe('approval');
    expect([c.TRUSTED_PROXIES.has('127.0.0.1'), c.TRUSTED_PROXIES.has('::1'), c.TRUSTED_PROXIES.has('10.0.0.1')]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('take a lower-cased owner e-mail, the three modes and a list of addresses and CIDRs', () => {
    const c = parse({ OWNER_EMAIL: ' Boss@Example.TEST ', SIGNUP_MODE: 'invite-only', TRUSTED_PROXIES: '10.0.0.0/8, fd00::1' });
    expect(c.OWNER_EMAIL).toBe('boss@example.test');
    expect(c.SIGNUP_MODE).toBe('invite-only');
    expect([c.TRUSTED_PROXIES.has('10.2.3.4'), c.TRUSTED_PROXIES.has('127.0.0.1'), c.TRUSTED_PROXIES.has('fd00::1')]).toEqual([
      true,
      false,
      true,
    ]);
  });

  it('name the variable of a bad value', () => {
    for (const [name, value] of [
      ['OWNER_EMAIL', 'not-an-email'],
      ['SIGNUP_MODE', 'anyone'],
      ['TRUSTED_PROXIES', '10.0.0.0/8,gateway'],
    ]) {
      let error: unknown;
      try {
        parse({ [name]: value });
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(EnvError);
      expect((error as Error).message).toContain(name);
    }
  });
});
