import { useQuery } from '@tanstack/react-query';
import { apiGet, type TimeZoneChoice } from '@dop/mf-kit';

/**
 * The settings read of spec 2 §7 (GET /api/settings), under the settings domain's key, so the
 * Settings remote's time-zone card (spec 2 §2.6) updates the shell by invalidating ['settings'].
 */
export const USER_SETTINGS_QUERY_KEY = ['settings', 'user'] as const;

interface UserSettings {
  timezone: TimeZoneChoice;
}

/** The user's time-zone choice for ShellApi.timezone; the browser's zone until it is known. */
export function useUserTimezone(signedIn: boolean): TimeZoneChoice {
  const { data } = useQuery({
    queryKey: USER_SETTINGS_QUERY_KEY,
    queryFn: () => apiGet<UserSettings>('/api/settings'),
    enabled: signedIn,
  });
  return data?.timezone === 'UTC' ? 'UTC' : 'local';
}
