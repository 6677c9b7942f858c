// Start-up upgrade of a deployment from before the team model (issue 25), safe to run on every start
// and on two replicas at once: each step only touches users (or tokens) that still lack the new fields,
// so whoever gets to a document first changes it and the other finds nothing. The earliest verified
// account (or OWNER_EMAIL's) becomes the owner, every other verified account an active admin, unverified
// ones pending with the 24 h expiry; tokens from before scopes keep working for 90 days, capped by the
// creator's role. The summary is logged once: by the replica that inserts the marker.
import { TOKEN_DEFAULT_DAYS } from '@dop/contracts/auth';
import { LIMITS } from '../config';
import type { Models } from '../models';
import { FIRST_OWNER_CLAIM } from './membership';
import { claimOnce } from './team-claims';

export interface MigrationLog {
  info(obj: object, msg: string): void;
}

const NO_ROLE = { role: { $exists: false } };
export const TEAM_MIGRATION_MARKER = 'migration:team-roles';

async function pickOwner(models: Models, ownerEmail: string | undefined): Promise<void> {
  if (await models.users.exists({ role: 'owner' })) return;
  const byEmail = ownerEmail ? await models.users.findOne({ ...NO_ROLE, email: ownerEmail, emailVerified: true }) : null;
  const owner = byEmail ?? (await models.users.findOne({ ...NO_ROLE, emailVerified: true }).sort({ createdAt: 1, _id: 1 }));
  if (owner) await models.users.updateOne({ _id: owner._id, ...NO_ROLE }, { $set: { role: 'owner', status: 'active' } });
}

/** Returns whether this call changed anything. */
export async function migrateTeam(models: Models, ownerEmail: string | undefined, log: MigrationLog, now = Date.now()): Promise<boolean> {
  let changed = false;
  if (await models.users.exists(NO_ROLE)) {
    await pickOwner(models, ownerEmail);
    await models.users.updateMany({ ...NO_ROLE, emailVerified: true }, { $set: { role: 'admin', status: 'active' } });
    await models.users.updateMany(
      { ...NO_ROLE, emailVerified: { $ne: true } },
      { $set: { role: 'viewer', status: 'pending', unverifiedExpiresAt: new Date(now + LIMITS.unverifiedTtlMs) } },
    );
    // Even when a racing replica changed every document first, this one saw work to do: both try the marker.
    changed = true;
  }
  const tokens = await models.apiTokens.updateMany(
    { scope: { $exists: false } },
    { $set: { scope: 'admin', expiresAt: new Date(now + TOKEN_DEFAULT_DAYS * 24 * 3600_000) } },
  );
  changed ||= tokens.modifiedCount > 0;
  if (!changed) return false;

  const owner = await models.users.findOne({ role: 'owner' }).sort({ createdAt: 1 });
  if (owner) await claimOnce(models, FIRST_OWNER_CLAIM, { existing: true });
  const summary = {
    owner: owner?.username ?? null,
    admins: await models.users.countDocuments({ role: 'admin' }),
    pending: await models.users.countDocuments({ status: 'pending', emailVerified: false }),
    tokens: tokens.modifiedCount,
  };
  if (await claimOnce(models, TEAM_MIGRATION_MARKER, summary)) {
    log.info(
      summary,
      'team roles added to an existing deployment: the earliest verified account is the owner, every other verified account an active admin',
    );
  }
  return true;
}

/** OWNER_EMAIL names the owner: its verified account is made an active owner at every start (a way back in). */
export async function enforceOwnerEmail(models: Models, ownerEmail: string | undefined, log: MigrationLog): Promise<void> {
  if (!ownerEmail) return;
  const res = await models.users.updateOne(
    { email: ownerEmail, emailVerified: true, $or: [{ role: { $ne: 'owner' } }, { status: { $ne: 'active' } }] },
    { $set: { role: 'owner', status: 'active' } },
  );
  if (res.modifiedCount > 0) log.info({ email: ownerEmail }, 'OWNER_EMAIL account made an active owner');
}
