import { useLogin } from '../hooks/use-login';
import { useSignInStore } from '../stores/sign-in-store';
import { SubmitButton } from './busy-button';
import { FormField } from './form-field';
import { PasswordField } from './password-field';

/** Spec 1 §2 Login tab. Email and password are required; the browser checks both and the e-mail's form. */
export function LoginForm() {
  const values = useSignInStore((s) => s.forms.login);
  const update = useSignInStore((s) => s.update);
  const setMode = useSignInStore((s) => s.setMode);
  const login = useLogin();
  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        login.mutate();
      }}
    >
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onValueChange={(email) => update('login', { email })}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        required
        value={values.password}
        onValueChange={(password) => update('login', { password })}
      />
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
    </form>
  );
}
