import { useId, useState } from 'react';
import { Button } from '@dop/ui';
import { ThemeToggle } from './theme-toggle';

export interface MobileMenuProps {
  onSettings: () => void;
  onLogout: () => void;
}

/** Spec 1 §2: on narrow screens a menu offers the theme and settings (and logout, hidden with the header's row). */
export function MobileMenu({ onSettings, onLogout }: MobileMenuProps) {
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
