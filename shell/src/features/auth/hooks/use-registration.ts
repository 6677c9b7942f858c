import { useMutation } from '@tanstack/react-query';
import { register, verifyEmail } from '../api/auth-api';
import { serverMessage } from '../api/server-message';
import { useSignInStore } from '../stores/sign-in-store';
import { errorToast, twoFactorSentToast, verificationFailedToast, welcomeToast } from './auth-toasts';
import { useSignedIn } from './use-signed-in';

/** Sign Up tab → Email Verification screen once the server has mailed the code (spec 1 §4). */
export function useRegister() {
  return useMutation({
    mutationFn: () => {
      const { forms, invite } = useSignInStore.getState();
      // Issue 25: an invitation link's token goes with the registration.
      return register(invite ? { ...forms.register, invite: invite.token } : forms.register);
    },
    onSuccess: () => {
      const store = useSignInStore.getState();
      store.update('verification', { email: store.forms.register.email, code: '' });
      store.setMode('emailVerification');
    },
    // The spec names no fallback for sign-up; the server always words its refusals.
    onError: (error) => errorToast('Error', serverMessage(error, (error as Error).message)),
  });
}

/** Email Verification: signs in with the welcome toast, or moves to the two-factor screen. */
export function useVerifyEmail() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: () => {
      const { email, code } = useSignInStore.getState().forms.verification;
      return verifyEmail({ email, code: code.trim() });
    },
    onSuccess: (reply) => {
      const store = useSignInStore.getState();
      if (reply.requires2FA) {
        twoFactorSentToast(reply.sentAccounts?.length);
        store.update('twoFactor', { code: '', origin: 'verifyEmail' });
        store.setMode('twoFactor');
      } else if (reply.user) {
        welcomeToast(reply.user);
        signedIn(reply.user);
      }
    },
    onError: verificationFailedToast,
  });
}
