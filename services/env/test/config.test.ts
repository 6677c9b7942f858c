import { parseEnv } from '@dop/service-kit';
import { testEnv } from '@dop/service-testing';
import { envServiceEnv } from '../src/config';

describe('env service config', () => {
  it('defaults to https sites with no authorization and no exemptions', () => {
    const c = parseEnv(envServiceEnv, testEnv());
    expect(c).toMatchObject({
      ENV_SITE_SCHEME: 'https',
      ENV_SITE_PORT: '',
      ENV_UPDATE_PATH: '/api/update-env',
      ENV_ALLOWED_HOSTS: [],
      EGRESS_ALLOW: '',
      ENV_SITE_HOSTS: [],
    });
    expect(c.ENV_HOSTS.size).toBe(0);
  });

  it('reads lists and the hosts map, refusing a malformed pair by name', () => {
    const c = parseEnv(envServiceEnv, testEnv({ env: { ENV_ALLOWED_HOSTS: ' A.test, b.test ', ENV_HOSTS: 'a.test=127.0.0.1' } }));
    expect(c.ENV_ALLOWED_HOSTS).toEqual(['a.test', 'b.test']);
    expect([...c.ENV_HOSTS]).toEqual([['a.test', '127.0.0.1']]);
    expect(() => parseEnv(envServiceEnv, testEnv({ env: { ENV_HOSTS: 'a.test=nope' } }))).toThrow('ENV_HOSTS');
    expect(() => parseEnv(envServiceEnv, testEnv({ env: { EGRESS_ALLOW: 'a.test/x' } }))).toThrow('EGRESS_ALLOW');
  });
});
