import { create } from 'zustand';

export const SCOPE_STORAGE_KEY = 'showAllOperations';

function readStored(): boolean {
  try {
    // Spec 2 §1: saved locally, default All.
    return globalThis.localStorage?.getItem(SCOPE_STORAGE_KEY) !== 'false';
  } catch {
    return true;
  }
}

interface ScopeState {
  showAllOperations: boolean;
  setShowAllOperations: (value: boolean) => void;
}

/** The For Me / For All switch. */
export const useScopeStore = create<ScopeState>((set) => ({
  showAllOperations: readStored(),
  setShowAllOperations: (value) => {
    try {
      globalThis.localStorage?.setItem(SCOPE_STORAGE_KEY, String(value));
    } catch {}
    set({ showAllOperations: value });
  },
}));
