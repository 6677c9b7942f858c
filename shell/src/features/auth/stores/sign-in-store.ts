import { create } from 'zustand';
import type { Role } from '@dop/contracts/access';

/** Spec 1 §2 sign-in area: the two tabs and the four screens. */
export type SignInMode = 'login' | 'register' | 'emailVerification' | 'twoFactor' | 'forgotPassword' | 'resetPassword';

/** Which call the two-factor screen resubmits to (spec 1 §4). */
export type TwoFactorOrigin = 'login' | 'verifyEmail';

export interface SignInForms {
  login: { email: string; password: string };
  register: { username: string; email: string; password: string };
  verification: { email: string; code: string };
  twoFactor: { code: string; origin: TwoFactorOrigin };
  forgot: { email: string };
  reset: { code: string; newPassword: string };
}

const EMPTY: SignInForms = {
  login: { email: '', password: '' },
  register: { username: '', email: '', password: '' },
  verification: { email: '', code: '' },
  twoFactor: { code: '', origin: 'login' },
  forgot: { email: '' },
  reset: { code: '', newPassword: '' },
};

/** The invitation the page was opened with (`/auth?invite=<token>`), as the server described it. */
export interface SignUpInvite {
  token: string;
  email: string;
  role: Role;
}

interface SignInState {
  mode: SignInMode;
  forms: SignInForms;
  /** Kept across Back buttons: it comes from the link, not from typing. */
  invite: SignUpInvite | null;
  setInvite: (invite: SignUpInvite | null) => void;
  setMode: (mode: SignInMode) => void;
  /** Merges typed values into one form. */
  update: <K extends keyof SignInForms>(form: K, values: Partial<SignInForms[K]>) => void;
  /** Every back action: to the Sign In tab with all entered data cleared (spec 1 §2, §4). */
  reset: () => void;
}

/**
 * The forms live in one store rather than in each form's state, so switching screens keeps what was
 * typed (the two-factor screen needs the login password) and one call clears everything.
 */
export const useSignInStore = create<SignInState>((set) => ({
  mode: 'login',
  forms: EMPTY,
  invite: null,
  setInvite: (invite) => set({ invite }),
  setMode: (mode) => set({ mode }),
  update: (form, values) => set((s) => ({ forms: { ...s.forms, [form]: { ...s.forms[form], ...values } } })),
  reset: () => set({ mode: 'login', forms: EMPTY }),
}));
