// Spec 2 §4.2 / §9: the live connection reconnects after 3 s, then ×1.5 each time up to 30 s, at most
// 5 attempts; a close with code 1000 (a deliberate close) is never followed by a reconnect.
export const RECONNECT = { firstDelayMs: 3_000, factor: 1.5, maxDelayMs: 30_000, maxAttempts: 5 } as const;
export const NORMAL_CLOSURE = 1000;

/** Delay before reconnect attempt `attempt` (1-based), or null when no attempt is left. */
export function reconnectDelay(attempt: number): number | null {
  if (attempt < 1 || attempt > RECONNECT.maxAttempts) return null;
  return Math.min(RECONNECT.firstDelayMs * RECONNECT.factor ** (attempt - 1), RECONNECT.maxDelayMs);
}

export function shouldReconnect(closeCode: number): boolean {
  return closeCode !== NORMAL_CLOSURE;
}
