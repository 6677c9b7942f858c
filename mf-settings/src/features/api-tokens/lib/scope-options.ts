import { TOKEN_SCOPES, maxScopeFor, type Role, type TokenScope } from '@dop/contracts/access';

/** Issue 25: a token's scope is never above its creator's role. Unknown role: every scope (the server decides). */
export function scopeOptions(role: Role | null): TokenScope[] {
  if (!role) return [...TOKEN_SCOPES];
  const max = TOKEN_SCOPES.indexOf(maxScopeFor(role));
  return TOKEN_SCOPES.slice(0, max + 1);
}

export const SCOPE_LABELS: Record<TokenScope, string> = {
  read: 'read (view only)',
  operate: 'operate (domains and DNS)',
  admin: 'admin (accounts and team)',
};
