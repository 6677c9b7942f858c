// Personal API tokens (design.md §3, issue 25): scope and expiry; creating one needs a fresh step-up,
// which the mf-kit api client asks for through the gate.
import { apiGet, apiSend } from '@dop/mf-kit';
import type { CreateTokenBody, CreateTokenReply, TokenListReply } from '@dop/contracts/auth';

export const TOKENS_KEY = ['settings', 'api-tokens'] as const;

export const getTokens = (signal?: AbortSignal) => apiGet<TokenListReply>('/api/auth/tokens', { signal });
export const createToken = (body: CreateTokenBody) => apiSend<CreateTokenReply>('POST', '/api/auth/tokens', body);
export const revokeToken = (id: string) => apiSend<unknown>('DELETE', `/api/auth/tokens/${encodeURIComponent(id)}`);
