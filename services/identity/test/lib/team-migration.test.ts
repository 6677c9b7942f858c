// The start-up upgrade of a deployment from before the team model, run by two replicas starting
// together on one database, and OWNER_EMAIL.
import { Types } from 'mongoose';
import { startHarness, startReplica, type Harness } from '../helpers/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h?.close());

/** Users as the identity service stored them before issue 25: no role, status, lastSeenAt or expiry. */
async function seedLegacy(tag: string, accounts: { verified: boolean; ageDays: number }[]) {
  const now = Date.now();
  const docs = accounts.map((a, i) => ({
    _id: new Types.ObjectId(),
    username: `${tag}${i}`,
    usernameKey: `${tag}${i}`,
    email: `${tag}${i}@example.test`,
    displayName: null,
    passwordHash: 'scrypt$16384$8$1$x$y',
    emailVerified: a.verified,
    twoFactorEnabled: false,
    telegramUsername: null,
    createdAt: new Date(now - a.ageDays * 24 * 3600_000),
    updatedAt: new Date(now - a.ageDays * 24 * 3600_000),
  }));
  await h.app.identity.models.users.collection.insertMany(docs);
  return docs;
}

const migrationLines = (logs: string[]) => logs.filter((l) => l.includes('team roles added to an existing deployment'));

describe('team migration at start', () => {
  it('two replicas starting together: the earliest verified account is the owner, other verified ones active admins, unverified ones pending with an expiry; logged once', async () => {
    const users = h.app.identity.models.users;
    await users.deleteMany({});
    await h.app.identity.models.teamState.deleteMany({});
    // Not in age order, so "earliest" is by createdAt, not insertion.
    const docs = await seedLegacy('legacy', [
      { verified: true, ageDays: 10 },
      { verified: true, ageDays: 30 },
      { verified: false, ageDays: 1 },
      { verified: true, ageDays: 20 },
    ]);
    await h.app.identity.models.apiTokens.collection.insertOne({
      userId: docs[0]._id,
      name: 'old',
      prefix: 'dop_abcdef',
      tokenHash: 'a'.repeat(64),
      createdAt: new Date(),
      lastUsedAt: null,
    });

    const [a, b] = await Promise.all([startReplica(h), startReplica(h)]);
    try {
      const byName = Object.fromEntries((await users.find({}).lean()).map((u) => [u.username, u]));
      expect(byName.legacy1).toEqual(expect.objectContaining({ role: 'owner', status: 'active' }));
      expect(byName.legacy0).toEqual(expect.objectContaining({ role: 'admin', status: 'active' }));
      expect(byName.legacy3).toEqual(expect.objectContaining({ role: 'admin', status: 'active' }));
      expect(byName.legacy2).toEqual(expect.objectContaining({ role: 'viewer', status: 'pending' }));
      expect(byName.legacy2.unverifiedExpiresAt?.getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
      expect(await users.countDocuments({ role: 'owner' })).toBe(1);

      const token = await h.app.identity.models.apiTokens.findOne({ name: 'old' }).lean();
      expect(token?.scope).toBe('admin');
      expect(token?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 89 * 24 * 3600_000);

      const lines = [...migrationLines(a.logs), ...migrationLines(b.logs)];
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0])).toEqual(expect.objectContaining({ owner: 'legacy1', admins: 2, pending: 1, tokens: 1 }));
    } finally {
      await Promise.all([a.close(), b.close()]);
    }

    // A later start finds nothing to do and logs nothing.
    const c = await startReplica(h);
    await c.close();
    expect(migrationLines(c.logs)).toHaveLength(0);
    expect(await users.countDocuments({ role: 'owner' })).toBe(1);
  });

  it('with OWNER_EMAIL set, that verified account becomes the owner instead of the earliest', async () => {
    const users = h.app.identity.models.users;
    await users.deleteMany({});
    await h.app.identity.models.teamState.deleteMany({});
    await seedLegacy('named', [
      { verified: true, ageDays: 30 },
      { verified: true, ageDays: 5 },
    ]);
    const r = await startReplica(h, { OWNER_EMAIL: 'named1@example.test' });
    await r.close();
    expect(await users.findOne({ username: 'named1' }).lean()).toEqual(expect.objectContaining({ role: 'owner', status: 'active' }));
    expect(await users.findOne({ username: 'named0' }).lean()).toEqual(expect.objectContaining({ role: 'admin', status: 'active' }));
  });

  it('OWNER_EMAIL makes its account an active owner again at start (a way back in), logging it', async () => {
    const users = h.app.identity.models.users;
    await users.updateOne({ username: 'named0' }, { $set: { status: 'disabled', role: 'viewer' } });
    const r = await startReplica(h, { OWNER_EMAIL: 'named0@example.test' });
    await r.close();
    expect(await users.findOne({ username: 'named0' }).lean()).toEqual(expect.objectContaining({ role: 'owner', status: 'active' }));
    expect(r.logs.some((l) => l.includes('OWNER_EMAIL account made an active owner'))).toBe(true);
  });
});
