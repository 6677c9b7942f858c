// POST /api/auth/step-up: the Security area's gate checks the user's own password on the server
// (issue 14), never a password built into the front end.
import { z } from 'zod';
import { LoginPassword } from './fields';

export const StepUpBody = z.object({ password: LoginPassword });
export type StepUpBody = z.infer<typeof StepUpBody>;

export const StepUpReply = z.object({
  /** ISO time until which the Security area stays unlocked in this browser session (15 minutes). */
  unlockedUntil: z.string(),
});
export type StepUpReply = z.infer<typeof StepUpReply>;

export const STEP_UP_TTL_MS = 15 * 60 * 1000;
