// Log lines store who acted as the gateway signed it (id and username); the display name comes from
// the users mirror at read time, so a renamed user shows the new name on old lines too.
import type { LogUser } from '@dop/contracts/ops';
import type { UserModel } from '../models/user-model';

export async function userNames(
  users: UserModel,
  ids: Iterable<string | null | undefined>,
): Promise<Map<string, { username: string; displayName: string | null }>> {
  const wanted = [...new Set([...ids].filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const rows = await users.find({ _id: { $in: wanted } }, { username: 1, displayName: 1 }).lean();
  return new Map(rows.map((r) => [r._id, { username: r.username, displayName: r.displayName }]));
}

export function named(user: LogUser | null, names: Map<string, { username: string; displayName: string | null }>): LogUser | null {
  if (!user) return null;
  const known = names.get(user.id);
  return known ? { ...user, username: known.username, displayName: known.displayName } : user;
}
