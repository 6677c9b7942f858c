// Issue 25: a Cloudflare account saved by the Add and Move dialogs' jobs is audited on the AUDIT stream
// (real nats-server, embedded Mongo): created once, updated when its key is replaced, nothing when
// the same key is saved again (a retried job); never with the key.
import { randomBytes } from 'node:crypto';
import { AUDIT_STREAM, AUDIT_SUBJECTS, type AuditRecorded } from '@dop/contracts/team';
import type { ServiceApp } from '@dop/service-kit';
import { buildTestApp, streamMessages, type TestApp } from '@dop/service-testing';
import { buildApp } from '../../src/app';
import { cloudflareEnv, type CloudflareConfig } from '../../src/config';

let t: TestApp<ServiceApp, CloudflareConfig>;
beforeAll(async () => {
  t = await buildTestApp({
    schema: cloudflareEnv,
    build: (config) => buildApp(config, { logger: false }),
    mongo: true,
    nats: true,
    env: { SECRETS_KEY: randomBytes(32).toString('base64') },
  });
}, 60_000);
afterAll(() => t?.close());

const entries = async (target: string) =>
  (await streamMessages<AuditRecorded>(t.app.nats, AUDIT_STREAM.name, AUDIT_SUBJECTS.recorded)).filter((e) => e.target === target);

it('audits a new account and a replaced key with the actor of the job, and not the same key saved again', async () => {
  const { accounts } = t.app.cf;
  const actor = { userId: 'u-operator-1', userName: 'Otto' };
  await accounts.save('Ops@CF.test', accounts.seal('first-key-0123456789'), actor);
  // Sealed again (a fresh IV), but the same key: no change worth an entry.
  await accounts.save('ops@cf.test', accounts.seal('first-key-0123456789'), actor);
  await accounts.save('ops@cf.test', accounts.seal('second-key-0123456789'), { userId: 'u-operator-2' });

  const seen = await entries('cloudflare:ops@cf.test');
  expect(seen.map((e) => [e.action, e.service, e.actor.userId])).toEqual([
    ['provider-account.created', 'cloudflare', 'u-operator-1'],
    ['provider-account.updated', 'cloudflare', 'u-operator-2'],
  ]);
  expect(seen[0].actor.userName).toBe('Otto');
  const raw = JSON.stringify(seen);
  expect(raw).not.toContain('first-key');
  expect(raw).not.toContain('second-key');
  expect((await accounts.saved('ops@cf.test')).apiKey).toBe('second-key-0123456789');
});
