// A revert answers 202 at once and applies in the background (issue 30): this reads the new change set
// until it has settled, so the user hears the outcome. It runs outside any component, so closing the
// dialog or a list refresh does not stop it.
import type { ChangeDetail } from '@dop/contracts/changes';
import { IN_PROGRESS } from './change-labels';

export interface FollowOptions {
  intervalMs?: number;
  /** Past this the caller says "still running" instead of waiting on. */
  timeoutMs?: number;
  wait?: (ms: number) => Promise<void>;
  now?: () => number;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The settled change set, or null when it was still in progress at the timeout. */
export async function followChange(
  id: string,
  read: (id: string) => Promise<ChangeDetail>,
  { intervalMs = 1000, timeoutMs = 120_000, wait = pause, now = Date.now }: FollowOptions = {},
): Promise<ChangeDetail | null> {
  const deadline = now() + timeoutMs;
  for (;;) {
    const change = await read(id);
    if (!IN_PROGRESS.has(change.status)) return change;
    if (now() + intervalMs > deadline) return null;
    await wait(intervalMs);
  }
}
