// The gate's host state: open while any call waits; every waiting call is settled together, so three
// calls refused at once ask for the password once.
import { create } from 'zustand';

interface StepUpState {
  open: boolean;
  waiters: ((ok: boolean) => void)[];
  enqueue: (settle: (ok: boolean) => void) => void;
  settle: (ok: boolean) => void;
}

export const useStepUpStore = create<StepUpState>((set, get) => ({
  open: false,
  waiters: [],
  enqueue: (settle) => set((s) => ({ open: true, waiters: [...s.waiters, settle] })),
  settle: (ok) => {
    const { waiters } = get();
    set({ open: false, waiters: [] });
    for (const w of waiters) w(ok);
  },
}));
