// Spec 2 §4.2: Успешно when a success marker appears, Ошибка when an error marker appears, otherwise
// Выполняется. The service reports the markers as success / hasError.
import { STALLED_AFTER_MS } from '@dop/ui';
import type { StatusTone } from './status-tone';

export type GroupStatus = 'Успешно' | 'Ошибка' | 'Выполняется';

export function groupStatus(group: { success: boolean; hasError: boolean }): GroupStatus {
  if (group.success) return 'Успешно';
  if (group.hasError) return 'Ошибка';
  return 'Выполняется';
}

export const GROUP_TONE: Record<GroupStatus, StatusTone> = { Успешно: 'success', Ошибка: 'error', Выполняется: 'warning' };

/**
 * Issue 31: a group with neither marker whose last line is older than STALLED_AFTER_MS has stopped
 * moving (a price check that never answered); the panel says so instead of 'running' forever.
 */
export function groupStalled(group: { success: boolean; hasError: boolean; latestTimestamp: string }, now: number): boolean {
  return groupStatus(group) === 'Выполняется' && now - Date.parse(group.latestTimestamp) > STALLED_AFTER_MS;
}
