import { Button } from '@dop/ui';
import type { ShellUser } from '@dop/mf-kit';
import { GreetingButton } from './greeting-button';

export interface UserAreaProps {
  user: ShellUser;
  onLogout: () => void;
}

/** The header's user corner: the greeting button, then logout (spec 1 §2). */
export function UserArea({ user, onLogout }: UserAreaProps) {
  return (
    <div className="flex items-center gap-2 text-sm">
      <GreetingButton user={user} />
      <Button variant="outline" size="sm" onClick={onLogout}>
        Logout
      </Button>
    </div>
  );
}
