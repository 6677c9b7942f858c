import { IDENTITY_EVENT_SUBJECTS, IDENTITY_STREAM, UserRegistered, UserUpdated } from '@dop/contracts/auth';
import { ensureStream, publishEvent } from '@dop/service-kit';
import { waitFor } from '@dop/service-testing';
import { ANN, BOB, startHarness, type Harness } from '../helpers/harness';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
  await ensureStream(await h.publisher.jetstreamManager(), { name: IDENTITY_STREAM.name, subjects: [...IDENTITY_STREAM.subjects] });
  await h.start();
}, 60_000);

afterAll(() => h.close());

const js = () => h.publisher.jetstream();
const profile = { userId: ANN.userId, username: 'ann' };

describe('user names from identity events', () => {
  it('show the display name on log lines and groups, follow renames, and ignore an older event', async () => {
    await publishEvent(js(), IDENTITY_EVENT_SUBJECTS.userRegistered, UserRegistered, {
      ...profile,
      displayName: 'Ann A',
      occurredAt: '2026-01-01T00:00:00.000Z',
    });
    await h.publishLog({ actor: ANN, operationType: 'domain-records', domain: 'named.com', message: 'Adding named.com' });
    await h.publishLog({ actor: BOB, operationType: 'domain-records', domain: 'bob-named.com', message: 'Adding' });
    const line = await waitFor(async () => {
      const [l] = (await h.get('/api/logs?domain=named.com')).json().logs;
      return l?.user?.displayName === 'Ann A' ? l : false;
    });
    expect(line.user).toEqual({ id: ANN.userId, username: 'ann', displayName: 'Ann A', email: null });

    await publishEvent(js(), IDENTITY_EVENT_SUBJECTS.userUpdated, UserUpdated, {
      ...profile,
      displayName: 'Ann Renamed',
      changed: ['displayName'],
      occurredAt: '2026-02-01T00:00:00.000Z',
    });
    // Delivered late, from before the rename: must not undo it.
    await publishEvent(js(), IDENTITY_EVENT_SUBJECTS.userUpdated, UserUpdated, {
      ...profile,
      displayName: 'Ann Old',
      changed: ['displayName'],
      occurredAt: '2026-01-15T00:00:00.000Z',
    });
    await publishEvent(js(), IDENTITY_EVENT_SUBJECTS.userUpdated, UserUpdated, {
      userId: 'u-marker',
      username: 'marker',
      displayName: null,
      changed: ['displayName'],
    });
    await waitFor(
      async () =>
        (await h
          .app()
          .mongo.collection('users')
          .countDocuments({ _id: 'u-marker' as never })) === 1,
    );
    const group = (await h.get('/api/operation-domains?search=named.com&showAll=true')).json().domains;
    const ann = group.find((g: { domain: string }) => g.domain === 'named.com');
    expect(ann.userInfo).toMatchObject({ username: 'ann', displayName: 'Ann Renamed' });
    expect(ann.logs[0].user.displayName).toBe('Ann Renamed');
    // A user identity never announced keeps the username the gateway signed.
    const bob = group.find((g: { domain: string }) => g.domain === 'bob-named.com');
    expect(bob.userInfo).toEqual({ id: BOB.userId, username: 'bob', displayName: null, email: null });
  });
});
