// Personal API tokens (design.md §3): the secret is returned once; lookups go by its SHA-256. Issue 25:
// a scope (read | operate | admin, never above the creator's role) and an expiry; an expired token or a
// disabled creator resolves to nobody; lastUsedAt is written at most once a minute.
import { maxScopeFor, roleRank, SCOPE_ROLE, type TokenScope } from '@dop/contracts/access';
import type { ApiTokenView } from '@dop/contracts/auth';
import { Types, type HydratedDocument } from 'mongoose';
import { LIMITS } from '../config';
import type { Models, UserDoc } from '../models';
import type { ApiToken } from '../models/api-token';
import { API_TOKEN_PREFIX, newApiToken, sha256 } from './secrets';
import { roleOf } from './user-view';

/** Max tokens per user: enough for automation, small enough that a list never pages. */
export const MAX_TOKENS_PER_USER = 50;
const DAY_MS = 24 * 3600_000;

function view(t: HydratedDocument<ApiToken>): ApiTokenView {
  return {
    id: t.id as string,
    name: t.name,
    prefix: t.prefix,
    scope: t.scope,
    createdAt: t.createdAt.toISOString(),
    expiresAt: t.expiresAt.toISOString(),
    lastUsedAt: t.lastUsedAt ? t.lastUsedAt.toISOString() : null,
  };
}

/** Whether a member of this role may create a token of this scope. */
export function scopeAllowed(user: Pick<UserDoc, 'role'>, scope: TokenScope): boolean {
  return roleRank(SCOPE_ROLE[scope]) <= roleRank(SCOPE_ROLE[maxScopeFor(roleOf(user))]);
}

export interface ResolvedToken {
  user: UserDoc;
  tokenHash: string;
  scope: TokenScope;
}

export class ApiTokenStore {
  constructor(
    private readonly models: Models,
    private readonly now: () => number = Date.now,
  ) {}

  async create(
    userId: string,
    input: { name: string; scope: TokenScope; expiresInDays: number },
  ): Promise<{ token: ApiTokenView; secret: string } | null> {
    const owner = new Types.ObjectId(userId);
    if ((await this.models.apiTokens.countDocuments({ userId: owner })) >= MAX_TOKENS_PER_USER) return null;
    const secret = newApiToken();
    const now = this.now();
    const doc = await this.models.apiTokens.create({
      userId: owner,
      name: input.name,
      prefix: secret.slice(0, API_TOKEN_PREFIX.length + 6),
      tokenHash: sha256(secret),
      scope: input.scope,
      createdAt: new Date(now),
      expiresAt: new Date(now + input.expiresInDays * DAY_MS),
    });
    return { token: view(doc), secret };
  }

  async list(userId: string): Promise<ApiTokenView[]> {
    const docs = await this.models.apiTokens.find({ userId: new Types.ObjectId(userId) }).sort({ createdAt: 1 });
    return docs.map(view);
  }

  /** Only the owner can revoke; another user's id reads as not found. Returns the token's hash, for the revocation message. */
  async revoke(userId: string, id: string): Promise<{ tokenHash: string; name: string } | null> {
    const doc = await this.models.apiTokens.findOneAndDelete({ _id: new Types.ObjectId(id), userId: new Types.ObjectId(userId) });
    return doc ? { tokenHash: doc.tokenHash, name: doc.name } : null;
  }

  resolve(secret: string): Promise<ResolvedToken | null> {
    if (!secret.startsWith(API_TOKEN_PREFIX)) return Promise.resolve(null);
    return this.resolveHash(sha256(secret));
  }

  /** As resolve, from the SHA-256 of the token (what the gateway sends over NATS). */
  async resolveHash(tokenHash: string): Promise<ResolvedToken | null> {
    const token = await this.models.apiTokens.findOne({ tokenHash });
    const now = this.now();
    if (!token || token.expiresAt.getTime() <= now) return null;
    const user = await this.models.users.findById(token.userId);
    if (!user || user.status === 'disabled') return null;
    if (!token.lastUsedAt || now - token.lastUsedAt.getTime() >= LIMITS.tokenTouchEveryMs) {
      await this.models.apiTokens.updateOne({ _id: token._id }, { $set: { lastUsedAt: new Date(now) } });
      await this.models.users.updateOne({ _id: user._id }, { $set: { lastSeenAt: new Date(now) } });
    }
    return { user, tokenHash, scope: token.scope };
  }
}
