import { useSignInForm } from '../hooks/use-sign-in-form';
import { useVerifyEmail } from '../hooks/use-registration';
import { useSignInStore } from '../stores/sign-in-store';
import { BackButton, SubmitButton } from './busy-button';
import { CodeField } from './form-field';
import { SignInForm } from './sign-in-form';

/** Spec 1 §2 Email Verification: one code input (at most 6 characters), Verify, Back to Registration. */
export function EmailVerificationForm() {
  const { values, field } = useSignInForm('verification');
  const reset = useSignInStore((s) => s.reset);
  const verify = useVerifyEmail();
  return (
    <SignInForm onSubmit={() => verify.mutate()}>
      <p className="text-sm text-muted-foreground">
        We sent a verification code to <span className="font-medium text-foreground">{values.email}</span>
      </p>
      <CodeField label="Verification Code" required {...field('code')} />
      <SubmitButton label="Verify" busyLabel="Verifying..." busy={verify.isPending} />
      <BackButton label="Back to Registration" onBack={reset} />
    </SignInForm>
  );
}
