import { Link } from 'react-router-dom';
import { Card, CardContent, CardHeader, focusRing } from '@dop/ui';

/** Spec 1 §2: any unknown path. */
export function NotFoundPage() {
  return (
    <Card className="mx-auto mt-8 max-w-md">
      <CardHeader>
        <h1 className="text-2xl font-bold">Page Not Found</h1>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
        <Link to="/" className={`inline-block rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline ${focusRing}`}>
          Domains A records
        </Link>
      </CardContent>
    </Card>
  );
}
