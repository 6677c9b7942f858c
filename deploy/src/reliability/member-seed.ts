// Data of one member across the services, made the way that member would make it: a personal token,
// their settings, a Telegram account, a registrar account and an operation log line. A suite keeps a
// fingerprint of everything that names the member to show other callers never changed it.
import { LogAppended, OPS_SUBJECTS } from '@dop/contracts/ops';
import { publishEvent } from '@dop/service-kit';
import { asMember, waitFor } from '@dop/service-testing';
import { connect } from 'nats';
import type { ServiceStack } from './service-stack';
import type { StackMember } from './stack-members';

export async function seedMemberData(stack: ServiceStack, member: StackMember): Promise<void> {
  const headers = () => asMember('owner', { userId: member.id });
  const call = async (service: string, method: 'GET' | 'POST', url: string, payload?: object) => {
    const svc = stack.services.find((s) => s.name === service);
    if (!svc) throw stack.broken.get(service) ?? new Error(`${service} did not start`);
    const res = await svc.app.inject({ method, url, headers: headers(), payload });
    if (res.statusCode >= 300) throw new Error(`seeding ${method} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res.json() as Record<string, unknown>;
  };
  await call('identity', 'POST', '/api/auth/tokens', { name: 'seeded' });
  await call('identity', 'POST', '/api/settings/timezone', { timezone: 'UTC' });
  await call('identity', 'POST', '/api/accounts/telegram/add-by-username', { username: `seed_${member.username}` });
  await call('registrars', 'POST', '/api/accounts/namesilo', { name: 'seeded', apiKey: stack.sims.registrars.namesilo.credentials.apiKey });
  const nc = await connect({ servers: stack.nats.url });
  try {
    await publishEvent(nc.jetstream(), OPS_SUBJECTS.logAppended, LogAppended, {
      actor: { userId: member.id, userName: member.username },
      message: 'seeded line',
      operationType: 'domain-records',
      domain: 'seeded.example',
    });
  } finally {
    await nc.close();
  }
  await waitFor(
    async () => ((await call('operations', 'GET', '/api/logs?operationType=domain-records&showAll=false')).logs as unknown[]).length === 1,
    { what: "the member's log line stored", timeoutMs: 15_000 },
  );
}
