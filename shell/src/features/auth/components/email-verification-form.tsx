import { useVerifyEmail } from '../hooks/use-registration';
import { useSignInStore } from '../stores/sign-in-store';
import { BackButton, SubmitButton } from './busy-button';
import { CodeField } from './form-field';

/** Spec 1 §2 Email Verification: one code input (at most 6 characters), Verify, Back to Registration. */
export function EmailVerificationForm() {
  const values = useSignInStore((s) => s.forms.verification);
  const update = useSignInStore((s) => s.update);
  const reset = useSignInStore((s) => s.reset);
  const verify = useVerifyEmail();
  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        verify.mutate();
      }}
    >
      <p className="text-sm text-muted-foreground">
        We sent a verification code to <span className="font-medium text-foreground">{values.email}</span>
      </p>
      <CodeField label="Verification Code" required value={values.code} onValueChange={(code) => update('verification', { code })} />
      <SubmitButton label="Verify" busyLabel="Verifying..." busy={verify.isPending} />
      <BackButton label="Back to Registration" onBack={reset} />
    </form>
  );
}
