import { IDENTITY_EVENT_SUBJECTS, IDENTITY_STREAM, UserRegistered, UserUpdated } from '@dop/contracts/auth';
import { consume } from '@dop/service-kit';
import { waitFor } from '@dop/service-testing';
import { connect, type NatsConnection } from 'nats';
import { call } from '../helpers/client';
import { registerVerified } from '../helpers/flows';
import { startHarness, type Harness } from '../helpers/harness';

let h: Harness;
let nc: NatsConnection;
beforeAll(async () => {
  h = await startHarness();
  nc = await connect({ servers: h.nats.url });
}, 60_000);
afterAll(async () => {
  await nc?.close();
  await h?.close();
});

describe('identity events', () => {
  it('publishes identity.user.registered and identity.user.updated with the public profile only', async () => {
    const seen: Array<{ subject: string; body: Record<string, unknown> }> = [];
    const js = nc.jetstream();
    const subs = await Promise.all(
      [
        [IDENTITY_EVENT_SUBJECTS.userRegistered, UserRegistered],
        [IDENTITY_EVENT_SUBJECTS.userUpdated, UserUpdated],
      ].map(([subject, schema], i) =>
        consume(js, {
          stream: IDENTITY_STREAM.name,
          durable: `test-${i}`,
          subject: subject as string,
          schema: schema as typeof UserRegistered,
          handler: async (event) => {
            seen.push({ subject: subject as string, body: event as Record<string, unknown> });
          },
        }),
      ),
    );
    try {
      const a = await registerVerified(h);
      await call(h.app, 'POST', '/api/auth/update-display-name', { displayName: 'Eventful' }, { as: a.id });
      await waitFor(() => seen.filter((e) => e.body.userId === a.id).length >= 2, { what: 'two identity events' });
      const mine = seen.filter((e) => e.body.userId === a.id);
      expect(mine.map((e) => e.subject).sort()).toEqual([IDENTITY_EVENT_SUBJECTS.userRegistered, IDENTITY_EVENT_SUBJECTS.userUpdated]);
      const updated = mine.find((e) => e.subject === IDENTITY_EVENT_SUBJECTS.userUpdated)!.body;
      expect(updated).toEqual(
        expect.objectContaining({
          username: a.username,
          displayName: 'Eventful',
          changed: ['displayName'],
          actor: { userId: a.id, userName: a.username },
        }),
      );
      expect(JSON.stringify(mine)).not.toContain(a.email);
    } finally {
      await Promise.all(subs.map((s) => s.stop()));
    }
  });
});
