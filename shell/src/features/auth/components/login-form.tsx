import { useLogin } from '../hooks/use-login';
import { useSignInForm } from '../hooks/use-sign-in-form';
import { useSignInStore } from '../stores/sign-in-store';
import { SubmitButton } from './busy-button';
import { EmailField } from './form-field';
import { PasswordField } from './password-field';
import { SignInForm } from './sign-in-form';

/** Spec 1 §2 Login tab. Email and password are required; the browser checks both and the e-mail's form. */
export function LoginForm() {
  const { field } = useSignInForm('login');
  const setMode = useSignInStore((s) => s.setMode);
  const login = useLogin();
  return (
    <SignInForm onSubmit={() => login.mutate()}>
      <EmailField required {...field('email')} />
      <PasswordField label="Password" autoComplete="current-password" required {...field('password')} />
      <div className="flex justify-end">
        <button
          type="button"
          className="rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          onClick={() => setMode('forgotPassword')}
        >
          Forgot Password?
        </button>
      </div>
      <SubmitButton label="Sign In" busyLabel="Signing in..." busy={login.isPending} />
    </SignInForm>
  );
}
