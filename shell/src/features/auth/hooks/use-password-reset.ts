import { useMutation } from '@tanstack/react-query';
import { toast } from '@dop/ui';
import { forgotPassword, resetPassword } from '../api/auth-api';
import { serverMessage } from '../api/server-message';
import { useSignInStore } from '../stores/sign-in-store';
import { errorToast } from './auth-toasts';

/** Forgot Password → Reset Password once the code is sent (spec 1 §4). */
export function useForgotPassword() {
  return useMutation({
    mutationFn: () => forgotPassword(useSignInStore.getState().forms.forgot.email.trim()),
    onSuccess: () => {
      toast({ title: 'Reset code sent', description: 'Check your email for the verification code' });
      const store = useSignInStore.getState();
      store.update('reset', { code: '', newPassword: '' });
      store.setMode('resetPassword');
    },
    onError: (error) => errorToast('Error', serverMessage(error, 'Failed to send reset code')),
  });
}

/** Reset Password → the Sign In tab, with the e-mail filled in for the new password. */
export function useResetPassword() {
  return useMutation({
    mutationFn: () => {
      const { forms } = useSignInStore.getState();
      return resetPassword({ email: forms.forgot.email.trim(), code: forms.reset.code.trim(), newPassword: forms.reset.newPassword });
    },
    onSuccess: () => {
      toast({ title: 'Password reset successful', description: 'You can now sign in with your new password' });
      const store = useSignInStore.getState();
      const email = store.forms.forgot.email.trim();
      store.reset();
      store.update('login', { email });
    },
    onError: (error) => errorToast('Error', serverMessage(error, 'Failed to reset password')),
  });
}

/** Spec 1 §5 messages for the two forms whose required fields are checked in code, not by the browser. */
export function forgotEmailMissing(email: string): boolean {
  if (email.trim()) return false;
  errorToast('Error', 'Please enter your email address');
  return true;
}

export function resetFieldsMissing(code: string, newPassword: string): boolean {
  if (code.trim() && newPassword) return false;
  errorToast('Error', 'Please enter verification code and new password');
  return true;
}
