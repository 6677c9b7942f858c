import { useState } from 'react';
import { Button, Tooltip } from '@dop/ui';
import { greetingName, type ShellUser } from '@dop/mf-kit';
import { DisplayNameDialog } from '../features/auth/components/display-name-dialog';

/** Spec 1 §2: the greeting button (display name, else username) opens the display-name dialog. */
export function GreetingButton({ user }: { user: ShellUser }) {
  const [editing, setEditing] = useState(false);
  return (
    <>
      <Tooltip content="Change display name" side="bottom">
        <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
          Привет, {greetingName(user)}
        </Button>
      </Tooltip>
      <DisplayNameDialog open={editing} onOpenChange={setEditing} current={user.displayName?.trim() ? user.displayName : ''} />
    </>
  );
}
