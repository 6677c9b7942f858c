import { useRegister } from '../hooks/use-registration';
import { useSignInForm } from '../hooks/use-sign-in-form';
import { SubmitButton } from './busy-button';
import { EmailField, FormField } from './form-field';
import { PasswordField } from './password-field';
import { SignInForm } from './sign-in-form';

/** Spec 1 §2 Register tab: Login (username), Email, Password; all three required. */
export function RegisterForm() {
  const { field } = useSignInForm('register');
  const register = useRegister();
  return (
    <SignInForm onSubmit={() => register.mutate()}>
      <FormField label="Login" autoComplete="username" required {...field('username')} />
      <EmailField required {...field('email')} />
      <PasswordField label="Password" autoComplete="new-password" required {...field('password')} />
      <SubmitButton label="Create Account" busyLabel="Creating account..." busy={register.isPending} />
    </SignInForm>
  );
}
