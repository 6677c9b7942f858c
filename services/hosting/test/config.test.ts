import { parseEnv } from '@dop/service-kit';
import { testEnv } from '@dop/service-testing';
import { hostingEnv } from '../src/config';

const key = Buffer.alloc(32, 7).toString('base64');

describe('hosting config', () => {
  it('defaults to the provider billing URL, no extra hosts and an hourly sync', () => {
    const c = parseEnv(hostingEnv, testEnv({ env: { SECRETS_KEY: key } }));
    expect(c).toMatchObject({
      DIORHOST_API_URL: 'https://my.diorhost.com/billmgr',
      HOSTING_ALLOWED_HOSTS: [],
      HOSTING_SYNC_INTERVAL_MS: 3_600_000,
    });
  });

  it('reads the allow-list and refuses a malformed entry or a missing key by name', () => {
    const c = parseEnv(hostingEnv, testEnv({ env: { SECRETS_KEY: key, HOSTING_ALLOWED_HOSTS: ' 127.0.0.1:4000, Billing.Example ' } }));
    expect(c.HOSTING_ALLOWED_HOSTS).toEqual(['127.0.0.1:4000', 'billing.example']);
    expect(() => parseEnv(hostingEnv, testEnv({ env: { SECRETS_KEY: key, HOSTING_ALLOWED_HOSTS: 'http://x/' } }))).toThrow(
      'HOSTING_ALLOWED_HOSTS',
    );
    expect(() => parseEnv(hostingEnv, testEnv())).toThrow('SECRETS_KEY');
  });
});
