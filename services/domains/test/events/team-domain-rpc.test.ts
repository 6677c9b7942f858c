// domains.rpc.is-team-domain on embedded Mongo and a real nats-server: the env service's question
// before it sends the site authorization (issue 26).
import { randomBytes } from 'node:crypto';
import { DOMAINS_RPC } from '@dop/contracts/domains';
import { requestJson, type ServiceApp } from '@dop/service-kit';
import { buildTestApp, type TestApp } from '@dop/service-testing';
import { connect, type NatsConnection } from 'nats';
import { buildApp } from '../../src/app';
import { domainsEnv, type DomainsConfig } from '../../src/config';

let t: TestApp<ServiceApp, DomainsConfig>;
let nc: NatsConnection;

beforeAll(async () => {
  t = await buildTestApp({
    schema: domainsEnv,
    build: (config) => buildApp(config, { logger: false, worker: false }),
    mongo: true,
    nats: true,
    env: { SECRETS_KEY: randomBytes(32).toString('base64') },
  });
  nc = await connect({ servers: t.nats!.url });
  await t.app.domains.models.domains.insertMany([{ name: 'team-site.com', registrar: 'gandi', createdById: 'u1' }]);
});
afterAll(async () => {
  await nc?.close();
  await t?.close();
});

it("answers whether a name is one of the team's domains", async () => {
  expect(await requestJson(nc, DOMAINS_RPC.isTeamDomain, { domain: 'Team-Site.com.' }, 5000)).toEqual({ ok: true, known: true });
  expect(await requestJson(nc, DOMAINS_RPC.isTeamDomain, { domain: 'attacker.example' }, 5000)).toEqual({ ok: true, known: false });
  expect(await requestJson(nc, DOMAINS_RPC.isTeamDomain, {}, 5000)).toMatchObject({ ok: false, error: { code: 'bad_request' } });
});
