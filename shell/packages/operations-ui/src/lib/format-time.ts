// Times in ru-RU format in the user's zone choice (design.md §5, spec 2 §2.6). Spec 1 §3: a result
// timestamp may arrive as a string, an array, or wrapped in brackets.
import type { TimeZoneChoice } from '@dop/mf-kit';

export const INVALID_TIME = 'Неверное время';
export const NO_TIME = 'Нет времени';

/** Date parts as an array ([yyyy, mm, dd, hh, mi, ss], months from 1), read as UTC. */
function fromParts(parts: number[]): Date | 'invalid' {
  const [y, mo, d, h = 0, mi = 0, sec = 0] = parts;
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, sec));
  return Number.isNaN(date.getTime()) ? 'invalid' : date;
}

/** A bracketed string: a JSON list ('["…"]', '[2026,3,1,10,5]') or bare brackets ('[2026-03-01T10:05Z]'). */
function unbracket(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text
      .slice(1, -1)
      .trim()
      .replace(/^["']|["']$/g, '');
  }
}

/** null when there is no time at all, 'invalid' when there is one that cannot be read. */
export function parseTime(value: unknown): Date | null | 'invalid' {
  let v = value;
  if (typeof v === 'string' && /^\s*\[.*\]\s*$/s.test(v)) v = unbracket(v.trim());
  if (Array.isArray(v)) {
    if (v.length >= 3 && v.every((n) => typeof n === 'number')) return fromParts(v as number[]);
    v = v[0];
  }
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? 'invalid' : v;
  if (typeof v === 'number') return Number.isFinite(v) ? new Date(v) : 'invalid';
  if (typeof v !== 'string') return 'invalid';
  const text = v.trim();
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

/** Spec 1 §2: a result's time as dd.mm.yyyy hh:mm (ru-RU), in the user's zone choice. */
export function formatResultTime(value: unknown, timezone: TimeZoneChoice): string {
  const date = parseTime(value);
  if (date === null) return NO_TIME;
  if (date === 'invalid') return INVALID_TIME;
  return date
    .toLocaleString('ru-RU', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      ...(timezone === 'UTC' ? { timeZone: 'UTC' } : {}),
    })
    .replace(',', '');
}
