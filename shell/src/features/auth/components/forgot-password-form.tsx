import { forgotEmailMissing, useForgotPassword } from '../hooks/use-password-reset';
import { useSignInForm } from '../hooks/use-sign-in-form';
import { useSignInStore } from '../stores/sign-in-store';
import { BackButton, SubmitButton } from './busy-button';
import { EmailField } from './form-field';
import { SignInForm } from './sign-in-form';

/**
 * Spec 1 §2 Forgot Password. The e-mail is not `required` in HTML: an empty one gets the spec's own
 * message ('Please enter your email address') instead of the browser's; its form is still checked.
 */
export function ForgotPasswordForm() {
  const { values, field } = useSignInForm('forgot');
  const reset = useSignInStore((s) => s.reset);
  const send = useForgotPassword();
  return (
    <SignInForm
      onSubmit={() => {
        if (!forgotEmailMissing(values.email)) send.mutate();
      }}
    >
      <EmailField {...field('email')} />
      <SubmitButton label="Send Reset Code" busyLabel="Sending..." busy={send.isPending} />
      <BackButton label="Back to Sign In" onBack={reset} />
    </SignInForm>
  );
}
