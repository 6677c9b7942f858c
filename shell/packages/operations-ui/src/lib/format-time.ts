// Times in ru-RU format in the user's zone choice (design.md §5, spec 2 §2.6). Spec 1 §3: a result
// timestamp may arrive as a string, an array, or wrapped in brackets.
import type { TimeZoneChoice } from '@dop/mf-kit';

export const INVALID_TIME = 'Неверное время';
export const NO_TIME = 'Нет времени';

/** null when there is no time at all, 'invalid' when there is one that cannot be read. */
export function parseTime(value: unknown): Date | null | 'invalid' {
  let v = value;
  if (Array.isArray(v)) v = v[0];
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? 'invalid' : v;
  if (typeof v === 'number') return Number.isFinite(v) ? new Date(v) : 'invalid';
  if (typeof v !== 'string') return 'invalid';
  const text = v
    .trim()
    .replace(/^\[\s*["']?/, '')
    .replace(/["']?\s*\]$/, '');
  if (text === '') return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? 'invalid' : date;
}

export function formatTime(value: unknown, timezone: TimeZoneChoice): string {
  const date = parseTime(value);
  if (date === null) return NO_TIME;
  if (date === 'invalid') return INVALID_TIME;
  return date.toLocaleString('ru-RU', timezone === 'UTC' ? { timeZone: 'UTC' } : {});
}
