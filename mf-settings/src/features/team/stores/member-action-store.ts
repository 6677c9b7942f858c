// Which member change waits for confirmation: one dialog at a time.
import { create } from 'zustand';
import type { TeamMember } from '@dop/contracts/team';

export type MemberAction = 'approve' | 'disable' | 'enable' | 'delete';

interface MemberActionState {
  pending: { action: MemberAction; member: TeamMember } | null;
  ask: (action: MemberAction, member: TeamMember) => void;
  close: () => void;
}

export const useMemberAction = create<MemberActionState>((set) => ({
  pending: null,
  ask: (action, member) => set({ pending: { action, member } }),
  close: () => set({ pending: null }),
}));
