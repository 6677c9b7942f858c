import { forgotEmailMissing, useForgotPassword } from '../hooks/use-password-reset';
import { useSignInStore } from '../stores/sign-in-store';
import { BackButton, SubmitButton } from './busy-button';
import { FormField } from './form-field';

/**
 * Spec 1 §2 Forgot Password. The e-mail is not `required` in HTML: an empty one gets the spec's own
 * message ('Please enter your email address') instead of the browser's; its form is still checked.
 */
export function ForgotPasswordForm() {
  const email = useSignInStore((s) => s.forms.forgot.email);
  const update = useSignInStore((s) => s.update);
  const reset = useSignInStore((s) => s.reset);
  const send = useForgotPassword();
  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!forgotEmailMissing(email)) send.mutate();
      }}
    >
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onValueChange={(value) => update('forgot', { email: value })}
      />
      <SubmitButton label="Send Reset Code" busyLabel="Sending..." busy={send.isPending} />
      <BackButton label="Back to Sign In" onBack={reset} />
    </form>
  );
}
