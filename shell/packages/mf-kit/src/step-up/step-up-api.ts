// POST /api/auth/step-up: the user's password, then the Telegram code when 2FA is on (issue 25).
import type { StepUpBody, StepUpReply } from '@dop/contracts/auth';
import { apiSend } from '../api/api-client';

export const STEP_UP_URL = '/api/auth/step-up';

export function postStepUp(body: StepUpBody): Promise<StepUpReply> {
  return apiSend<StepUpReply>('POST', STEP_UP_URL, body);
}
