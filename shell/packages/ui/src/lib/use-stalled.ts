// Issue 31: a status that never moves must not say "running" forever. True once `progress` (any value
// that changes when work moves on) has stayed the same for `afterMs` while `active`.
import { useEffect, useState } from 'react';

/** Two minutes without progress: long past any provider timeout, so the work has likely stopped. */
export const STALLED_AFTER_MS = 120_000;

export function useStalled(active: boolean, progress: unknown, afterMs: number = STALLED_AFTER_MS): boolean {
  const [stalled, setStalled] = useState(false);
  useEffect(() => {
    setStalled(false);
    if (!active) return undefined;
    const timer = setTimeout(() => setStalled(true), afterMs);
    return () => clearTimeout(timer);
  }, [active, progress, afterMs]);
  return active && stalled;
}

export const STALLED_TEXT = 'This is taking too long: no progress for 2 minutes, the service may have stopped answering.';
