import { useState } from 'react';
import { Button, Tooltip } from '@dop/ui';
import { greetingName, type ShellUser } from '@dop/mf-kit';
import { DisplayNameDialog } from '../features/auth/components/display-name-dialog';

export interface UserAreaProps {
  user: ShellUser;
  onLogout: () => void;
}

/** Spec 1 §2: the greeting button (display name, else username) opens the display-name dialog; then logout. */
export function UserArea({ user, onLogout }: UserAreaProps) {
  const [editing, setEditing] = useState(false);
  const name = greetingName(user);
  return (
    <div className="flex items-center gap-2 text-sm">
      <Tooltip content="Change display name" side="bottom">
        <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
          Привет, {name}
        </Button>
      </Tooltip>
      <DisplayNameDialog open={editing} onOpenChange={setEditing} current={user.displayName?.trim() ? user.displayName : ''} />
      <Button variant="outline" size="sm" onClick={onLogout}>
        Logout
      </Button>
    </div>
  );
}
