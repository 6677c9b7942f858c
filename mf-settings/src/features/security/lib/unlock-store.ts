// Issue 14: a correct password unlocks the Security area for 15 minutes in this browser session
// (sessionStorage, so a new tab or a closed browser starts locked). The time comes from the server.
import { useSyncExternalStore } from 'react';

export const UNLOCK_STORAGE_KEY = 'dop.security.unlockedUntil';
const listeners = new Set<() => void>();

function read(): number {
  const raw = globalThis.sessionStorage?.getItem(UNLOCK_STORAGE_KEY);
  const until = raw ? Date.parse(raw) : NaN;
  return Number.isFinite(until) ? until : 0;
}

function emit(): void {
  for (const l of listeners) l();
}

export function unlockUntil(iso: string): void {
  sessionStorage.setItem(UNLOCK_STORAGE_KEY, iso);
  emit();
}

export function lock(): void {
  sessionStorage.removeItem(UNLOCK_STORAGE_KEY);
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the area is unlocked now; re-locks itself when the 15 minutes run out. */
export function useUnlocked(): boolean {
  const until = useSyncExternalStore(subscribe, read, () => 0);
  const unlocked = until > Date.now();
  if (unlocked) scheduleRelock(until);
  return unlocked;
}

let timer: ReturnType<typeof setTimeout> | undefined;
function scheduleRelock(until: number): void {
  if (timer) clearTimeout(timer);
  timer = setTimeout(emit, Math.max(0, until - Date.now()) + 50);
}
