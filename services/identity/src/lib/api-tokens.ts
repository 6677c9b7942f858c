// Personal API tokens (design.md §3): the secret is returned once; lookups go by its SHA-256.
import type { ApiTokenView } from '@dop/contracts/auth';
import { Types, type HydratedDocument } from 'mongoose';
import type { Models, UserDoc } from '../models';
import type { ApiToken } from '../models/api-token';
import { API_TOKEN_PREFIX, newApiToken, sha256 } from './secrets';

/** Max tokens per user: enough for automation, small enough that a list never pages. */
export const MAX_TOKENS_PER_USER = 50;

function view(t: HydratedDocument<ApiToken>): ApiTokenView {
  return {
    id: t.id as string,
    name: t.name,
    prefix: t.prefix,
    createdAt: t.createdAt.toISOString(),
    lastUsedAt: t.lastUsedAt ? t.lastUsedAt.toISOString() : null,
  };
}

export class ApiTokenStore {
  constructor(private readonly models: Models) {}

  async create(userId: string, name: string): Promise<{ token: ApiTokenView; secret: string } | null> {
    const owner = new Types.ObjectId(userId);
    if ((await this.models.apiTokens.countDocuments({ userId: owner })) >= MAX_TOKENS_PER_USER) return null;
    const secret = newApiToken();
    const doc = await this.models.apiTokens.create({
      userId: owner,
      name,
      prefix: secret.slice(0, API_TOKEN_PREFIX.length + 6),
      tokenHash: sha256(secret),
      createdAt: new Date(),
    });
    return { token: view(doc), secret };
  }

  async list(userId: string): Promise<ApiTokenView[]> {
    const docs = await this.models.apiTokens.find({ userId: new Types.ObjectId(userId) }).sort({ createdAt: 1 });
    return docs.map(view);
  }

  /** Only the owner can revoke; another user's id reads as not found. */
  async revoke(userId: string, id: string): Promise<boolean> {
    const res = await this.models.apiTokens.deleteOne({ _id: new Types.ObjectId(id), userId: new Types.ObjectId(userId) });
    return res.deletedCount === 1;
  }

  resolve(secret: string): Promise<UserDoc | null> {
    if (!secret.startsWith(API_TOKEN_PREFIX)) return Promise.resolve(null);
    return this.resolveHash(sha256(secret));
  }

  /** As resolve, from the SHA-256 of the token (what the gateway sends over NATS). */
  async resolveHash(tokenHash: string): Promise<UserDoc | null> {
    const token = await this.models.apiTokens.findOneAndUpdate({ tokenHash }, { $set: { lastUsedAt: new Date() } });
    return token ? this.models.users.findById(token.userId) : null;
  }
}
