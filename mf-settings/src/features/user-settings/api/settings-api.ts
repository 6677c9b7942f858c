// Spec 2 §7 Users, settings, session: the per-user settings owned by identity. Each write answers
// the whole settings view.
import { apiGet, apiSend } from '@dop/mf-kit';
import type { SettingsView, Timezone, UpdateIpBody } from '@dop/contracts/settings';

/**
 * The shell reads the same resource under this key for ShellApi.timezone; invalidating
 * ['settings'] refreshes both (spec 2 §2.6).
 */
export const SETTINGS_QUERY_KEY = ['settings', 'user'] as const;
export const SETTINGS_ROOT_KEY = ['settings'] as const;

export function getSettings(signal?: AbortSignal): Promise<SettingsView> {
  return apiGet<SettingsView>('/api/settings', { signal });
}

export function updateTimezone(timezone: Timezone): Promise<SettingsView> {
  return apiSend<SettingsView>('POST', '/api/settings/timezone', { timezone });
}

export function updateIp(body: UpdateIpBody): Promise<SettingsView> {
  return apiSend<SettingsView>('POST', '/api/settings/ip', body);
}
