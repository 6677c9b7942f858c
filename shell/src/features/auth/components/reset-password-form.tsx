import { resetFieldsMissing, useResetPassword } from '../hooks/use-password-reset';
import { useSignInStore } from '../stores/sign-in-store';
import { BackButton, SubmitButton } from './busy-button';
import { CodeField } from './form-field';
import { PasswordField } from './password-field';

/** Spec 1 §2 Reset Password: code (at most 6 characters) and new password, both checked in code (spec 1 §5). */
export function ResetPasswordForm() {
  const values = useSignInStore((s) => s.forms.reset);
  const update = useSignInStore((s) => s.update);
  const reset = useSignInStore((s) => s.reset);
  const submit = useResetPassword();
  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!resetFieldsMissing(values.code, values.newPassword)) submit.mutate();
      }}
    >
      <CodeField label="Verification Code" value={values.code} onValueChange={(code) => update('reset', { code })} />
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        value={values.newPassword}
        onValueChange={(newPassword) => update('reset', { newPassword })}
      />
      <SubmitButton label="Reset Password" busyLabel="Resetting..." busy={submit.isPending} />
      <BackButton label="Back to Sign In" onBack={reset} />
    </form>
  );
}
