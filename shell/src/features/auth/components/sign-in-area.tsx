import { Card, CardContent, CardHeader, CardTitle, Tabs, TabsContent, TabsList, TabsTrigger } from '@dop/ui';
import { useInvitation } from '../hooks/use-invitation';
import { useSignInStore, type SignInMode } from '../stores/sign-in-store';
import { EmailVerificationForm } from './email-verification-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';
import { TwoFactorForm } from './two-factor-form';

type ScreenMode = Exclude<SignInMode, 'login' | 'register'>;

/** Spec 1 §2: the four screens that replace the two tabs, by title. */
const SCREENS: Record<ScreenMode, { title: string; Form: () => React.JSX.Element }> = {
  emailVerification: { title: 'Email Verification', Form: EmailVerificationForm },
  twoFactor: { title: 'Two-Factor Authentication', Form: TwoFactorForm },
  forgotPassword: { title: 'Forgot Password', Form: ForgotPasswordForm },
  resetPassword: { title: 'Reset Password', Form: ResetPasswordForm },
};

/**
 * The sign-in area of spec 1 §2: Sign In / Sign Up tabs, or one of the follow-up screens. An
 * invitation token (issue 25, `/auth?invite=<token>`) opens Sign Up with the invited e-mail.
 */
export function SignInArea({ inviteToken = null }: { inviteToken?: string | null }) {
  const mode = useSignInStore((s) => s.mode);
  const setMode = useSignInStore((s) => s.setMode);
  const invitation = useInvitation(inviteToken);

  if (mode !== 'login' && mode !== 'register') {
    const { title, Form } = SCREENS[mode];
    return (
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle>{title}</CardTitle>
        </CardHeader>
        <CardContent>
          <Form />
        </CardContent>
      </Card>
    );
  }

  return (
    <Card className="w-full max-w-md">
      <CardContent className="pt-6">
        <Tabs value={mode} onValueChange={(value) => setMode(value as SignInMode)}>
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="login">Sign In</TabsTrigger>
            <TabsTrigger value="register">Sign Up</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <LoginForm />
          </TabsContent>
          <TabsContent value="register">
            <RegisterForm inviteError={invitation.error} />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
