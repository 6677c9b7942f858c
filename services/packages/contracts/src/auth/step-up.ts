// POST /api/auth/step-up: the Security gate checks the user's own password on the server, then the
// Telegram code when 2FA is on, and marks the session stepped up for 15 minutes (issue 25). Without a
// fresh step-up the sensitive calls answer 403 step_up_required and the UI opens the gate.
import { z } from 'zod';
import { STEP_UP_WINDOW_MS } from '../access/roles';
import { Code, LoginPassword } from './fields';

export const StepUpBody = z.object({ password: LoginPassword, twoFactorCode: Code.optional() });
export type StepUpBody = z.infer<typeof StepUpBody>;

export const StepUpReply = z.object({
  /** ISO time until which the session stays stepped up (15 minutes); absent while a 2FA code is awaited. */
  unlockedUntil: z.string().optional(),
  /** The password was right and a Telegram code was sent: send it again with twoFactorCode. */
  requires2FA: z.boolean().optional(),
});
export type StepUpReply = z.infer<typeof StepUpReply>;

export const STEP_UP_TTL_MS = STEP_UP_WINDOW_MS;
