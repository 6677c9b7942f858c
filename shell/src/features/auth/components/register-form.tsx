import { useRegister } from '../hooks/use-registration';
import { useSignInStore } from '../stores/sign-in-store';
import { SubmitButton } from './busy-button';
import { FormField } from './form-field';
import { PasswordField } from './password-field';

/** Spec 1 §2 Register tab: Login (username), Email, Password; all three required. */
export function RegisterForm() {
  const values = useSignInStore((s) => s.forms.register);
  const update = useSignInStore((s) => s.update);
  const register = useRegister();
  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        register.mutate();
      }}
    >
      <FormField
        label="Login"
        autoComplete="username"
        required
        value={values.username}
        onValueChange={(username) => update('register', { username })}
      />
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onValueChange={(email) => update('register', { email })}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        required
        value={values.password}
        onValueChange={(password) => update('register', { password })}
      />
      <SubmitButton label="Create Account" busyLabel="Creating account..." busy={register.isPending} />
    </form>
  );
}
