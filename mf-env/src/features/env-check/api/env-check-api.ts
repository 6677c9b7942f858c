// Spec 2 §7 "Env": POST /api/env-check per domain; the stored checks are env_check log lines
// (GET /api/logs, showAll=true), cleared with POST /api/logs/clear-env-check (the caller's own).
import { apiGet, apiSend } from '@dop/mf-kit';
import { EnvCheckLogMessage, type EnvCheckBody, type EnvCheckEntry, type EnvCheckResponse } from '@dop/contracts/env';
import type { LogsResponse } from '@dop/contracts/ops';

export const CHECK_ENTRIES_KEY = ['env', 'check-entries'] as const;

export function checkEnv(body: EnvCheckBody): Promise<EnvCheckResponse> {
  return apiSend<EnvCheckResponse>('POST', '/api/env-check', body);
}

/** Newest first; lines that are not check entries (older formats) are skipped. */
export async function getCheckEntries(signal?: AbortSignal): Promise<EnvCheckEntry[]> {
  const { logs } = await apiGet<LogsResponse>('/api/logs?operationType=env_check&showAll=true&period=all&limit=1000', { signal });
  const entries: EnvCheckEntry[] = [];
  for (const line of logs) {
    try {
      const parsed = EnvCheckLogMessage.safeParse(JSON.parse(line.message));
      if (parsed.success) entries.push({ ...parsed.data, timestamp: line.timestamp });
    } catch {
      // not JSON: not a check entry
    }
  }
  return entries.reverse();
}

export function clearCheckerResults(): Promise<unknown> {
  return apiSend('POST', '/api/logs/clear-env-check', { showAll: false });
}
