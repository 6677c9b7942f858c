// What leaves the service about a user: the full self view only to that user, the summary to others.
import type { SelfUser } from '@dop/contracts/auth';
import type { ResolvedUser } from '@dop/contracts/identity';
import type { UserSummary } from '@dop/contracts/users';
import type { UserDoc } from '../models';

export function selfView(u: UserDoc): SelfUser {
  return {
    id: u.id as string,
    username: u.username,
    email: u.email,
    displayName: u.displayName ?? null,
    emailVerified: u.emailVerified,
    twoFactorEnabled: u.twoFactorEnabled,
    createdAt: u.createdAt.toISOString(),
  };
}

export function summaryView(u: Pick<UserDoc, 'id' | 'username' | 'displayName'>): UserSummary {
  return { id: u.id as string, username: u.username, displayName: u.displayName ?? null };
}

export function resolvedView(u: UserDoc): ResolvedUser {
  return summaryView(u);
}
