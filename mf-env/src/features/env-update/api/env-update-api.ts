// Spec 2 §7 "Env": POST /api/env-proxy, one domain per call.
import { apiSend } from '@dop/mf-kit';
import type { EnvUpdateBody, EnvUpdateResult } from '@dop/contracts/env';

export function updateEnv(body: EnvUpdateBody): Promise<EnvUpdateResult> {
  return apiSend<EnvUpdateResult>('POST', '/api/env-proxy', body);
}
