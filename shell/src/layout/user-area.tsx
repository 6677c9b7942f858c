import { Link } from 'react-router-dom';
import { Button, focusRing } from '@dop/ui';
import { greetingName, type ShellUser } from '@dop/mf-kit';

export interface UserAreaProps {
  user: ShellUser | null;
  onLogout: () => void;
}

/**
 * The greeting (display name, else username) and logout; signed out, a 'Not signed in' state
 * with the way to the sign-in screen. The display-name dialog comes with the identity service.
 */
export function UserArea({ user, onLogout }: UserAreaProps) {
  if (!user) {
    return (
      <div className="flex items-center gap-2 text-sm">
        <span className="text-muted-foreground">Not signed in</span>
        <Link to="/login" className={`rounded-md px-2 py-1 font-medium text-primary underline-offset-4 hover:underline ${focusRing}`}>
          Sign In
        </Link>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-2 text-sm">
      <span className="font-medium">Привет, {greetingName(user)}</span>
      <Button variant="outline" size="sm" onClick={onLogout}>
        Logout
      </Button>
    </div>
  );
}
