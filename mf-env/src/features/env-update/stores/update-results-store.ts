// Spec 2 §2.7: env update results are kept in browser storage, newest first, so they survive a reload.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { EnvUpdateResult } from '@dop/contracts/env';

export const UPDATE_RESULTS_STORAGE_KEY = 'env-update-results';
/** Enough for several bulk runs without letting storage grow without bound. */
export const MAX_STORED_RESULTS = 500;

interface UpdateResultsState {
  results: EnvUpdateResult[];
  add: (result: EnvUpdateResult) => void;
  clear: () => void;
}

export const useUpdateResultsStore = create<UpdateResultsState>()(
  persist(
    (set) => ({
      results: [],
      add: (result) => set((s) => ({ results: [result, ...s.results].slice(0, MAX_STORED_RESULTS) })),
      clear: () => set({ results: [] }),
    }),
    { name: UPDATE_RESULTS_STORAGE_KEY, storage: createJSONStorage(() => localStorage) },
  ),
);
