// /api/team (issue 25): members, invitations. Admins only; role and status changes need a fresh
// step-up, which the mf-kit api client gets through the gate by itself.
import { apiGet, apiSend } from '@dop/mf-kit';
import type {
  CreateInvitationBody,
  CreateInvitationReply,
  Invitation,
  TeamMember,
  TeamSettings,
  UpdateMemberBody,
} from '@dop/contracts/team';

export const TEAM_KEYS = {
  all: ['settings', 'team'] as const,
  members: ['settings', 'team', 'members'] as const,
  invitations: ['settings', 'team', 'invitations'] as const,
  settings: ['settings', 'team', 'settings'] as const,
};

const memberUrl = (id: string) => `/api/team/members/${encodeURIComponent(id)}`;

export const getMembers = (signal?: AbortSignal) => apiGet<TeamMember[]>('/api/team/members', { signal });
export const updateMember = (id: string, body: UpdateMemberBody) => apiSend<TeamMember>('PATCH', memberUrl(id), body);
export const deleteMember = (id: string) => apiSend<unknown>('DELETE', memberUrl(id));

export const getInvitations = (signal?: AbortSignal) => apiGet<Invitation[]>('/api/team/invitations', { signal });
export const createInvitation = (body: CreateInvitationBody) => apiSend<CreateInvitationReply>('POST', '/api/team/invitations', body);
export const revokeInvitation = (id: string) => apiSend<unknown>('DELETE', `/api/team/invitations/${encodeURIComponent(id)}`);

export const getTeamSettings = (signal?: AbortSignal) => apiGet<TeamSettings>('/api/team/settings', { signal });
export const putTeamSettings = (body: TeamSettings) => apiSend<TeamSettings>('PUT', '/api/team/settings', body);
