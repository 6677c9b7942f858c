// The env client fed every refused spelling (and names fixed to refused addresses): refused before a
// byte leaves, the listener on 127.0.0.1 sees nothing; with EGRESS_ALLOW naming it, the calls reach it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EgressRefusedError, LOOPBACK_V4_SPELLINGS, REFUSED_SPELLINGS } from '@dop/service-kit';
import { CredentialBinding } from '../../src/lib/credential-binding';
import { SiteCallError, SiteClient } from '../../src/lib/site-client';
import { siteEgressPolicy } from '../../src/lib/site-egress';

let server: Server;
let port: number;
const seen: Array<{ host?: string; authorization?: string }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ host: req.headers.host, authorization: req.headers.authorization });
    if (req.url === '/moved') res.writeHead(301, { location: 'http://169.254.169.254/' }).end();
    else res.end('{"env":{"A":"1"}}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => (seen.length = 0));

function client(egressAllow: string, authorization = '', siteHosts: string[] = []) {
  const config = {
    ENV_SITE_SCHEME: 'http' as const,
    ENV_SITE_PORT: port,
    ENV_SITE_AUTHORIZATION: authorization,
    ENV_SITE_HOSTS: siteHosts,
    ENV_TIMEOUT_MS: 2000,
    ENV_MAX_RESPONSE_BYTES: 65536,
    EGRESS_ALLOW: egressAllow,
    ENV_ALLOWED_HOSTS: [],
    ENV_HOSTS: new Map([
      ['sneaky.test', '127.0.0.1'],
      ['other.test', '127.0.0.1'],
      ['site.example', '93.184.216.34'],
    ]),
  };
  const policy = siteEgressPolicy(config);
  return new SiteClient(config, policy, new CredentialBinding(config, policy, async (d) => d === 'team.test'));
}

it('refuses every refused spelling and a name fixed to loopback before any byte leaves', async () => {
  const c = client('');
  for (const spelling of [...REFUSED_SPELLINGS.map(([s]) => s), 'sneaky.test', 'localhost']) {
    const err = await c.call(spelling, 'GET', '/api/env').catch((e: unknown) => e);
    expect([spelling, err instanceof EgressRefusedError && err.message.endsWith('allow it with EGRESS_ALLOW')]).toEqual([spelling, true]);
  }
  expect(seen).toEqual([]);
  await c.close();
});

it('reaches the listener when EGRESS_ALLOW names it', async () => {
  const c = client(`127.0.0.1:${port},sneaky.test`);
  for (const spelling of [...LOOPBACK_V4_SPELLINGS, 'sneaky.test']) expect((await c.call(spelling, 'GET', '/api/env')).status).toBe(200);
  expect(seen).toHaveLength(LOOPBACK_V4_SPELLINGS.length + 1);
  await c.close();
});

it('does not follow a redirect, naming its Location', async () => {
  const c = client('sneaky.test');
  await expect(c.call('sneaky.test', 'GET', '/moved')).rejects.toThrow(
    new SiteCallError('sneaky.test answered HTTP 301 redirecting to http://169.254.169.254/; redirects are not followed'),
  );
  await c.close();
});

it("sends the authorization only to the team's domains and ENV_SITE_HOSTS", async () => {
  const c = client('sneaky.test,team.test,other.test', 'Bearer s3cret', ['sneaky.test']);
  await expect(c.call('other.test', 'GET', '/api/env')).rejects.toThrow("other.test is not one of the team's domains or in ENV_SITE_HOSTS");
  expect(seen).toEqual([]);
  expect((await c.call('sneaky.test', 'GET', '/api/env')).status).toBe(200);
  expect(seen).toEqual([{ host: `sneaky.test:${port}`, authorization: 'Bearer s3cret' }]);
  await c.close();
});

it('sends the authorization over plain http only to hosts in EGRESS_ALLOW', async () => {
  const c = client('', 'Bearer s3cret', ['site.example']);
  await expect(c.call('site.example', 'GET', '/api/env')).rejects.toThrow(
    'the site authorization goes over https only unless the host is in EGRESS_ALLOW',
  );
  await c.close();
});
