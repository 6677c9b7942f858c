import { useId, useState } from 'react';
import { Button } from '@dop/ui';
import type { ShellUser } from '@dop/mf-kit';
import { GreetingButton } from './greeting-button';
import { ThemeToggle } from './theme-toggle';

export interface MobileMenuProps {
  user: ShellUser;
  onSettings: () => void;
  onLogout: () => void;
}

/**
 * Spec 1 §2: on narrow screens a menu offers the theme and settings; the greeting and logout come
 * along because the header's row that holds them is hidden there.
 */
export function MobileMenu({ user, onSettings, onLogout }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  return (
    <div className="relative md:hidden">
      <Button variant="ghost" size="icon" aria-label="Menu" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        <span aria-hidden="true">☰</span>
      </Button>
      {open && (
        <div
          id={panelId}
          className="absolute right-0 top-11 z-50 flex w-48 flex-col gap-1 rounded-md border border-border bg-popover p-2 text-popover-foreground shadow-lg"
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
        >
          {/* The menu stays open while the dialog is up: closing it would unmount the dialog. */}
          <GreetingButton user={user} />
          <ThemeToggle withText />
          <Button variant="ghost" onClick={choose(onSettings)}>
            Settings
          </Button>
          <Button variant="ghost" onClick={choose(onLogout)}>
            Logout
          </Button>
        </div>
      )}
    </div>
  );
}
