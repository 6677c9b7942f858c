// HTTP DTOs of /api/auth (spec 1 §3, §7 Authentication; spec 2 §7).
import { z } from 'zod';
import { MemberStatus, Role } from '../access/roles';
import { Code, DisplayName, Email, LoginPassword, Password, Username } from './fields';

/** The signed-in user as /api/auth/me and the sign-in calls return it (own e-mail included). */
export const SelfUser = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
  /** The member's team role and status (issue 25): the shell shows the pending screen, disables controls. */
  role: Role,
  status: MemberStatus,
  /** ISO time until which this session is stepped up, or null. */
  steppedUpUntil: z.string().nullable(),
});
export type SelfUser = z.infer<typeof SelfUser>;

export const LoginBody = z.object({ email: Email, password: LoginPassword, twoFactorCode: Code.optional() });
export type LoginBody = z.infer<typeof LoginBody>;

/** Either signed in (user) or a 2FA code was sent (requires2FA, sentCount). */
export const LoginReply = z.object({
  message: z.string(),
  user: SelfUser.optional(),
  requires2FA: z.boolean().optional(),
  sentCount: z.number().int().optional(),
});
export type LoginReply = z.infer<typeof LoginReply>;

export const RegisterBody = z.object({
  username: Username,
  email: Email,
  password: Password,
  /** The token of an invitation link (`/auth?invite=<token>`). */
  invite: z.string().min(16).max(128).optional(),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

export const RegisterReply = z.object({ message: z.string(), requiresEmailVerification: z.boolean() });
export type RegisterReply = z.infer<typeof RegisterReply>;

/** The two-factor screen started from verification resubmits here with twoFactorCode (spec 1 §4). */
export const VerifyEmailBody = z.object({ email: Email, code: Code, twoFactorCode: Code.optional() });
export type VerifyEmailBody = z.infer<typeof VerifyEmailBody>;

export const SentAccount = z.object({ username: z.string() });

export const VerifyEmailReply = z.object({
  message: z.string(),
  user: SelfUser.optional(),
  requires2FA: z.boolean().optional(),
  sentAccounts: z.array(SentAccount).optional(),
});
export type VerifyEmailReply = z.infer<typeof VerifyEmailReply>;

export const ForgotPasswordBody = z.object({ email: Email });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

export const ResetPasswordBody = z.object({ email: Email, code: Code, newPassword: Password });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const MessageReply = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof MessageReply>;

export const MeReply = z.object({ user: SelfUser });
export type MeReply = z.infer<typeof MeReply>;

export const UpdateDisplayNameBody = z.object({ displayName: DisplayName });
export type UpdateDisplayNameBody = z.infer<typeof UpdateDisplayNameBody>;

export const UpdateDisplayNameReply = z.object({ message: z.string(), user: SelfUser });
export type UpdateDisplayNameReply = z.infer<typeof UpdateDisplayNameReply>;
