// Fastify-free pieces: which account each domain gets, and which Cloudflare auth scheme a key uses.
import { AddCloudflareDomainsBody } from '@dop/contracts/cloudflare';
import { assignAccounts } from '../../src/lib/add-job';
import { isGlobalKey, sdkAuth } from '../../src/lib/cf-credentials';

const GLOBAL_KEY = 'c2547eb745079dac9320b638f5e225cf483cc';

test('single mode: every domain uses the one account', () => {
  const body = AddCloudflareDomainsBody.parse({
    domains: ['a.com', 'b.com'],
    ipAddress: '1.2.3.4',
    teamTag: '2333',
    mode: 'single',
    singleAccount: { email: 'x@cf.test', apiKey: 'k' },
  });
  expect(assignAccounts(body)).toEqual([
    { email: 'x@cf.test', apiKey: 'k' },
    { email: 'x@cf.test', apiKey: 'k' },
  ]);
});

test('multi mode: the i-th domain gets the i-th account; blank lines do not shift them', () => {
  const body = AddCloudflareDomainsBody.parse({
    domains: ['a.com', 'b.com'],
    ipAddress: '1.2.3.4',
    teamTag: '2333',
    mode: 'multi',
    multiAccounts: { emails: ['x@cf.test', '', 'y@cf.test'], apiKeys: ['k1', 'k2'] },
  });
  expect(assignAccounts(body)).toEqual([
    { email: 'x@cf.test', apiKey: 'k1' },
    { email: 'y@cf.test', apiKey: 'k2' },
  ]);
});

test('a 37-hex global key goes as apiEmail + apiKey, anything else as an API token; the SDK never reads the env', () => {
  const none = { apiEmail: null, apiKey: null, apiToken: null, userServiceKey: null };
  expect(isGlobalKey(GLOBAL_KEY)).toBe(true);
  expect(sdkAuth({ email: 'x@cf.test', apiKey: GLOBAL_KEY })).toEqual({ ...none, apiEmail: 'x@cf.test', apiKey: GLOBAL_KEY });
  expect(sdkAuth({ email: 'x@cf.test', apiKey: 'Y2xvdWRmbGFyZS10b2tlbi0wMTIzNDU2Nzg5YWJj' })).toEqual({
    ...none,
    apiToken: 'Y2xvdWRmbGFyZS10b2tlbi0wMTIzNDU2Nzg5YWJj',
  });
  // A global key without an e-mail cannot authenticate as one; it is tried as a token.
  expect(sdkAuth({ email: null, apiKey: GLOBAL_KEY })).toEqual({ ...none, apiToken: GLOBAL_KEY });
});
