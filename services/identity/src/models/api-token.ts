// Personal API tokens: only the SHA-256 of the secret is stored; revoked tokens are deleted. Each has a
// scope (never above its creator's role) and an expiry (issue 25); an expired one resolves to nobody.
import { TOKEN_SCOPES, type TokenScope } from '@dop/contracts/access';
import { Schema, Types, type Connection, type Model } from 'mongoose';

export interface ApiToken {
  userId: Types.ObjectId;
  name: string;
  prefix: string;
  tokenHash: string;
  scope: TokenScope;
  createdAt: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
}

const schema = new Schema<ApiToken>(
  {
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    name: { type: String, required: true },
    prefix: { type: String, required: true },
    tokenHash: { type: String, required: true, unique: true },
    scope: { type: String, enum: TOKEN_SCOPES, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    lastUsedAt: { type: Date, default: null },
  },
  { collection: 'api_tokens' },
);

export function apiTokenModel(conn: Connection): Model<ApiToken> {
  return conn.model<ApiToken>('ApiToken', schema);
}
