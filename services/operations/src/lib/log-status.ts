// Spec 2 §4.2: a domain's log group is Успешно when a success marker appears, Ошибка when an error
// marker appears, otherwise Выполняется. Producers mark lines with a level; older producers (and the
// original panel) only put the words in the message, so both count.

export interface MarkedLine {
  message: string;
  level?: string;
}

const SUCCESS_WORDS = /успешно|успех|\bsuccess(ful(ly)?)?\b|\bcompleted\b|✅/i;
const ERROR_WORDS = /ошибка|критическая|\berror\b|\bfailed\b|\bfailure\b|❌/i;

export const isSuccessLine = (l: MarkedLine) => l.level === 'success' || (l.level !== 'error' && SUCCESS_WORDS.test(l.message));
export const isErrorLine = (l: MarkedLine) => l.level === 'error' || (l.level !== 'success' && ERROR_WORDS.test(l.message));

export interface GroupFlags {
  success: boolean;
  hasError: boolean;
}

export function groupFlags(lines: MarkedLine[]): GroupFlags {
  return { success: lines.some(isSuccessLine), hasError: lines.some(isErrorLine) };
}

export type GroupStatus = 'Успешно' | 'Ошибка' | 'Выполняется';

export function groupStatus(flags: GroupFlags): GroupStatus {
  if (flags.success) return 'Успешно';
  if (flags.hasError) return 'Ошибка';
  return 'Выполняется';
}
