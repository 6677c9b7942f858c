// Spec 2 §4.2: Успешно when a success marker appears, Ошибка when an error marker appears, otherwise
// Выполняется. The service reports the markers as success / hasError.
import type { StatusTone } from './status-tone';

export type GroupStatus = 'Успешно' | 'Ошибка' | 'Выполняется';

export function groupStatus(group: { success: boolean; hasError: boolean }): GroupStatus {
  if (group.success) return 'Успешно';
  if (group.hasError) return 'Ошибка';
  return 'Выполняется';
}

export const GROUP_TONE: Record<GroupStatus, StatusTone> = { Успешно: 'success', Ошибка: 'error', Выполняется: 'warning' };
