// Spec 1 §4 Credentials panel: which add form is open (none or one), which account is being
// edited (with a working copy of its data), and which secret fields are revealed. Kept in one
// store so the "one form at a time" rules live in one place.
import { create } from 'zustand';
import type { AccountField, Registrar } from '@dop/contracts/registrars';
import type { AccountData } from '../lib/registrar-fields';

export interface EditingAccount {
  registrar: Registrar;
  id: number;
  data: AccountData;
}

interface CredentialsPanelState {
  addOpen: Registrar | null;
  editing: EditingAccount | null;
  /** Keys like 'add:namecheap:apiKey' or 'namecheap:3:apiKey'. */
  revealed: ReadonlySet<string>;
  openAdd: (registrar: Registrar) => void;
  closeAdd: () => void;
  startEdit: (editing: EditingAccount) => void;
  setEditField: (field: AccountField, value: string) => void;
  cancelEdit: () => void;
  toggleReveal: (key: string) => void;
  reset: () => void;
}

const initial = { addOpen: null, editing: null, revealed: new Set<string>() };

export const useCredentialsPanelStore = create<CredentialsPanelState>((set) => ({
  ...initial,
  // Opening an add form cancels any edit; only one registrar's add form is ever open.
  openAdd: (registrar) => set({ addOpen: registrar, editing: null }),
  closeAdd: () => set({ addOpen: null }),
  // Starting an edit closes the add form.
  startEdit: (editing) => set({ editing, addOpen: null }),
  setEditField: (field, value) => set((s) => (s.editing ? { editing: { ...s.editing, data: { ...s.editing.data, [field]: value } } } : {})),
  cancelEdit: () => set({ editing: null }),
  toggleReveal: (key) =>
    set((s) => {
      const next = new Set(s.revealed);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return { revealed: next };
    }),
  reset: () => set({ ...initial, revealed: new Set<string>() }),
}));
