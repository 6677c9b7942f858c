// Ours: no library enforces a deadline inside this server's own synchronous scan loops, which must test it as they go.
// maxTimeMS: a command's time limit. Commands run synchronously on the one JavaScript thread, so the
// limit is a module-level deadline that the loops doing the work (index and collection scans, foreign
// collection reads of pipelines) test as they go; past it they throw 50 MaxTimeMSExpired and the work
// stops there. A write command's transaction is then discarded whole.
import { MongoCommandError } from './types';

let deadline = Infinity;

export function timeLimitExpired(): MongoCommandError {
  return new MongoCommandError(50, 'operation exceeded time limit', 'MaxTimeMSExpired');
}

/** The command's maxTimeMS in milliseconds; 0 or absent means no limit. */
export function maxTimeOf(v: unknown): number {
  if (v === undefined || v === null) return 0;
  const n =
    typeof v === 'number'
      ? v
      : typeof (v as { valueOf?: () => unknown }).valueOf === 'function'
        ? Number((v as { valueOf(): unknown }).valueOf())
        : NaN;
  if (!Number.isInteger(n)) throw new MongoCommandError(2, 'maxTimeMS must be an integer', 'BadValue');
  if (n < 0) throw new MongoCommandError(2, 'maxTimeMS value must be non-negative', 'BadValue');
  if (n > 2147483647) throw new MongoCommandError(2, 'maxTimeMS value must be less than 2^31', 'BadValue');
  return n;
}

/** Runs `fn` under a limit of `ms` (0: none; an enclosing limit still holds). */
export function withTimeLimit<T>(ms: number, fn: () => T): T {
  const outer = deadline;
  if (ms > 0) deadline = Math.min(outer, Date.now() + ms);
  try {
    checkTimeLimit();
    return fn();
  } finally {
    deadline = outer;
  }
}

/** Milliseconds left under the current limit, or Infinity. */
export function timeLeft(): number {
  return deadline === Infinity ? Infinity : Math.max(0, deadline - Date.now());
}

/** Called once per examined document or key; reads the clock (about 30 ns) only under a limit. */
export function tick(): void {
  if (deadline !== Infinity && Date.now() > deadline) throw timeLimitExpired();
}

/** Throws when the current limit has passed. */
export function checkTimeLimit(): void {
  if (deadline !== Infinity && Date.now() > deadline) throw timeLimitExpired();
}
