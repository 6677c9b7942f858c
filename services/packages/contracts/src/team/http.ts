// /api/team (identity): members, invitations and team-wide settings (issue 25). Admins only; the role
// table in ../access says which call needs what.
import { z } from 'zod';
import { MemberStatus, Role } from '../access/roles';

const ObjectId = z.string().regex(/^[a-f0-9]{24}$/, 'must be an id');

export const SignupMode = z.enum(['approval', 'invite-only', 'open']);
export type SignupMode = z.infer<typeof SignupMode>;
export const SignupModeReply = z.object({ mode: SignupMode });
export type SignupModeReply = z.infer<typeof SignupModeReply>;

export const TeamMember = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: Role,
  status: MemberStatus,
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
});
export type TeamMember = z.infer<typeof TeamMember>;
export const TeamMembersReply = z.array(TeamMember);

export const MemberIdParams = z.object({ id: ObjectId });
export const UpdateMemberBody = z
  .object({ role: Role.optional(), status: z.enum(['active', 'disabled']).optional() })
  .strict()
  .refine((b) => b.role !== undefined || b.status !== undefined, { message: 'give role or status', path: ['role'] });
export type UpdateMemberBody = z.infer<typeof UpdateMemberBody>;

export const CreateInvitationBody = z
  .object({ email: z.string().trim().toLowerCase().email('must be an e-mail address').max(254), role: Role })
  .strict();
export type CreateInvitationBody = z.infer<typeof CreateInvitationBody>;
export const CreateInvitationReply = z.object({ id: z.string(), url: z.string(), expiresAt: z.string() });
export type CreateInvitationReply = z.infer<typeof CreateInvitationReply>;

export const Invitation = z.object({
  id: z.string(),
  email: z.string(),
  role: Role,
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
});
export type Invitation = z.infer<typeof Invitation>;
export const InvitationsReply = z.array(Invitation);
export const InvitationIdParams = z.object({ id: ObjectId });

/** What the sign-up form shows for `/auth?invite=<token>` (public: the token is the secret). */
export const InvitationTokenParams = z.object({ token: z.string().min(16).max(128) });
export const InvitationPreview = z.object({ email: z.string(), role: Role, expiresAt: z.string() });

/** Team-wide settings later work builds on: alert thresholds, change approvals. */
export const TeamSettings = z
  .object({
    /** Alert this many days before a domain expires. */
    expiryAlertDays: z.number().int().min(1).max(365),
    /** A change set touching more than this many domains waits for a second admin's approval (0 = never). */
    changeApprovalDomains: z.number().int().min(0).max(100_000),
    /** …as does one that removes or changes more than this share of a zone holding at least 10 records. */
    changeApprovalRatio: z.number().min(0.01).max(1),
    /** Inventory (issue 29): days before expiry at which an alert goes out, each once. Kept when a PUT leaves it out. */
    inventoryAlertDays: z.array(z.number().int().min(1).max(365)).min(1).max(10).optional(),
    /** Which checks' drift alerts on Telegram (nameservers, records, zone). Kept when a PUT leaves it out. */
    inventoryDriftAlerts: z
      .array(z.enum(['nameservers', 'records', 'zone']))
      .max(3)
      .optional(),
    /** One message a day with every inventory alert of the day, instead of one as they come. Kept when a PUT leaves it out. */
    inventoryAlertDigest: z.boolean().optional(),
  })
  .strict();
export type TeamSettings = z.infer<typeof TeamSettings>;
export const DEFAULT_TEAM_SETTINGS: TeamSettings = {
  expiryAlertDays: 30,
  changeApprovalDomains: 25,
  changeApprovalRatio: 0.3,
  inventoryAlertDays: [30, 14, 7, 1],
  inventoryDriftAlerts: ['nameservers', 'records', 'zone'],
  inventoryAlertDigest: false,
};
