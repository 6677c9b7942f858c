import { twoFactorCodeMissing, useTwoFactor } from '../hooks/use-login';
import { useSignInForm } from '../hooks/use-sign-in-form';
import { useSignInStore } from '../stores/sign-in-store';
import { BackButton, SubmitButton } from './busy-button';
import { CodeField } from './form-field';
import { SignInForm } from './sign-in-form';

/** Spec 1 §2 Two-Factor Authentication: one code input (at most 6 characters), Verify, Back to Sign In. */
export function TwoFactorForm() {
  const { values, field } = useSignInForm('twoFactor');
  const reset = useSignInStore((s) => s.reset);
  const submit = useTwoFactor();
  return (
    <SignInForm
      onSubmit={() => {
        if (!twoFactorCodeMissing(values.code)) submit.mutate();
      }}
    >
      <p className="text-sm text-muted-foreground">Code sent to your Telegram accounts</p>
      <CodeField label="2FA Code" {...field('code')} />
      <SubmitButton label="Verify" busyLabel="Verifying..." busy={submit.isPending} />
      <BackButton label="Back to Sign In" onBack={reset} />
    </SignInForm>
  );
}
