import { Button, Card, CardContent } from '@dop/ui';
import type { MemberStatus } from '@dop/contracts/access';
import { PRODUCT_TITLE } from '../../layout/product-title';
import { useLogout } from '../auth/hooks/use-logout';

/** Issue 25: what a member who is not active sees instead of the tabs, whatever the route. */
export const STATUS_TEXT: Record<Exclude<MemberStatus, 'active'>, string> = {
  pending: 'Your account is waiting for approval by an administrator.',
  disabled: 'This account is disabled. Ask an administrator.',
};

export function PendingScreen({ status }: { status: Exclude<MemberStatus, 'active'> }) {
  const logout = useLogout();
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-6 px-4 py-10">
      <h1 className="text-2xl font-bold">{PRODUCT_TITLE}</h1>
      <Card className="w-full max-w-md">
        <CardContent className="flex flex-col items-center gap-4 pt-6 text-center">
          <p role="status">{STATUS_TEXT[status]}</p>
          <Button variant="outline" onClick={() => void logout()}>
            Sign Out
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
