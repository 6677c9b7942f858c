import { useMutation } from '@tanstack/react-query';
import { login, verifyEmail } from '../api/auth-api';
import { parseServerError } from '../api/server-message';
import { useSignInStore } from '../stores/sign-in-store';
import { errorToast, loginFailedToast, twoFactorSentToast, verificationFailedToast, welcomeToast } from './auth-toasts';
import { useSignedIn } from './use-signed-in';

/** Sign In tab: signs in, or moves to the two-factor screen when the server sent a code. */
export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: () => login(useSignInStore.getState().forms.login),
    onSuccess: (reply) => {
      const store = useSignInStore.getState();
      if (reply.requires2FA) {
        twoFactorSentToast(reply.sentCount);
        store.update('twoFactor', { code: '', origin: 'login' });
        store.setMode('twoFactor');
      } else if (reply.user) {
        signedIn(reply.user);
      }
    },
    onError: (error) => {
      loginFailedToast(error);
      // The identity service mails a new code to an unverified address at sign-in: let it be entered.
      const details = parseServerError(error).details as { requiresEmailVerification?: boolean } | undefined;
      if (details?.requiresEmailVerification) {
        const store = useSignInStore.getState();
        store.update('verification', { email: store.forms.login.email, code: '' });
        store.setMode('emailVerification');
      }
    },
  });
}

/**
 * The two-factor screen submits to whichever call started it (spec 1 §4): login again with the
 * code, or verify-email again with the e-mail code and the 2FA code.
 */
export function useTwoFactor() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: async () => {
      const { forms } = useSignInStore.getState();
      const twoFactorCode = forms.twoFactor.code.trim();
      if (forms.twoFactor.origin === 'login') return login({ ...forms.login, twoFactorCode });
      return verifyEmail({ email: forms.verification.email, code: forms.verification.code.trim(), twoFactorCode });
    },
    onSuccess: (reply) => {
      if (!reply.user) return;
      if (useSignInStore.getState().forms.twoFactor.origin === 'verifyEmail') welcomeToast(reply.user);
      signedIn(reply.user);
    },
    onError: (error) => {
      if (useSignInStore.getState().forms.twoFactor.origin === 'login') loginFailedToast(error);
      else verificationFailedToast(error);
    },
  });
}

/** Spec 1 §5: an empty or blank 2FA code is refused before any call. */
export function twoFactorCodeMissing(code: string): boolean {
  if (code.trim()) return false;
  errorToast('Ошибка', 'Введите 2FA код');
  return true;
}
