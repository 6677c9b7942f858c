// Issue 25: how sign-up works on this deployment, and what an invitation link offers. Both public.
import type { Role } from '@dop/contracts/access';
import type { SignupModeReply } from '@dop/contracts/team';
import { apiGet } from '@dop/mf-kit';

export interface InvitationPreview {
  email: string;
  role: Role;
  expiresAt: string;
}

export const getSignupMode = (signal?: AbortSignal) => apiGet<SignupModeReply>('/api/auth/signup-mode', { signal });

export const getInvitation = (token: string, signal?: AbortSignal) =>
  apiGet<InvitationPreview>(`/api/auth/invitations/${encodeURIComponent(token)}`, { signal });
