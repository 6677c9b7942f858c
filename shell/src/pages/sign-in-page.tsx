import { Link } from 'react-router-dom';
import { Card, CardContent, CardHeader, focusRing } from '@dop/ui';

/**
 * /login and /auth. The sign-in and sign-up forms belong to the identity issue; until then this
 * says so plainly and leads back to the panel, which works signed out.
 */
export function SignInPage() {
  return (
    <Card className="mx-auto mt-8 max-w-md">
      <CardHeader>
        <h1 className="text-2xl font-bold">Sign In</h1>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-muted-foreground">
          Sign-in, sign-up and two-factor codes arrive with the identity service. Until then the panel opens without an account.
        </p>
        <Link to="/" className={`inline-block rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline ${focusRing}`}>
          Back to the panel
        </Link>
      </CardContent>
    </Card>
  );
}
