import { useRegister } from '../hooks/use-registration';
import { useSignInForm } from '../hooks/use-sign-in-form';
import { useSignupMode } from '../hooks/use-signup-mode';
import { useSignInStore } from '../stores/sign-in-store';
import { SubmitButton } from './busy-button';
import { EmailField, FormField } from './form-field';
import { PasswordField } from './password-field';
import { SignInForm } from './sign-in-form';

export const INVITE_REQUIRED_TEXT = 'Sign-up needs an invitation from an administrator.';

/**
 * Spec 1 §2 Register tab: Login (username), Email, Password; all three required. Issue 25: in
 * invite-only mode only an invitation link opens it; an invited e-mail is filled in and fixed.
 */
export function RegisterForm({ inviteError = null }: { inviteError?: string | null }) {
  const { field } = useSignInForm('register');
  const register = useRegister();
  const mode = useSignupMode();
  const invite = useSignInStore((s) => s.invite);

  if (inviteError) return <Note>{inviteError}</Note>;
  if (mode === 'invite-only' && !invite) return <Note>{INVITE_REQUIRED_TEXT}</Note>;

  return (
    <SignInForm onSubmit={() => register.mutate()}>
      {invite && (
        <p className="text-sm text-muted-foreground">
          You were invited as <span className="font-medium text-foreground">{invite.role}</span>.
        </p>
      )}
      <FormField label="Login" autoComplete="username" required {...field('username')} />
      <EmailField required readOnly={Boolean(invite)} {...field('email')} />
      <PasswordField label="Password" autoComplete="new-password" required {...field('password')} />
      <SubmitButton label="Create Account" busyLabel="Creating account..." busy={register.isPending} />
    </SignInForm>
  );
}

function Note({ children }: { children: string }) {
  return (
    <p role="note" className="py-4 text-center text-sm text-muted-foreground">
      {children}
    </p>
  );
}
