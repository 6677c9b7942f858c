import { twoFactorCodeMissing, useTwoFactor } from '../hooks/use-login';
import { useSignInStore } from '../stores/sign-in-store';
import { BackButton, SubmitButton } from './busy-button';
import { CodeField } from './form-field';

/** Spec 1 §2 Two-Factor Authentication: one code input (at most 6 characters), Verify, Back to Sign In. */
export function TwoFactorForm() {
  const code = useSignInStore((s) => s.forms.twoFactor.code);
  const update = useSignInStore((s) => s.update);
  const reset = useSignInStore((s) => s.reset);
  const submit = useTwoFactor();
  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!twoFactorCodeMissing(code)) submit.mutate();
      }}
    >
      <p className="text-sm text-muted-foreground">Code sent to your Telegram accounts</p>
      <CodeField label="2FA Code" value={code} onValueChange={(value) => update('twoFactor', { code: value })} />
      <SubmitButton label="Verify" busyLabel="Verifying..." busy={submit.isPending} />
      <BackButton label="Back to Sign In" onBack={reset} />
    </form>
  );
}
