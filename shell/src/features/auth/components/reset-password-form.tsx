import { resetFieldsMissing, useResetPassword } from '../hooks/use-password-reset';
import { useSignInForm } from '../hooks/use-sign-in-form';
import { useSignInStore } from '../stores/sign-in-store';
import { BackButton, SubmitButton } from './busy-button';
import { CodeField } from './form-field';
import { PasswordField } from './password-field';
import { SignInForm } from './sign-in-form';

/** Spec 1 §2 Reset Password: code (at most 6 characters) and new password, both checked in code (spec 1 §5). */
export function ResetPasswordForm() {
  const { values, field } = useSignInForm('reset');
  const reset = useSignInStore((s) => s.reset);
  const submit = useResetPassword();
  return (
    <SignInForm
      onSubmit={() => {
        if (!resetFieldsMissing(values.code, values.newPassword)) submit.mutate();
      }}
    >
      <CodeField label="Verification Code" {...field('code')} />
      <PasswordField label="New Password" autoComplete="new-password" {...field('newPassword')} />
      <SubmitButton label="Reset Password" busyLabel="Resetting..." busy={submit.isPending} />
      <BackButton label="Back to Sign In" onBack={reset} />
    </SignInForm>
  );
}
