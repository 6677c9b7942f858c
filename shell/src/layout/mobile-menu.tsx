import { useCallback, useId, useRef, useState } from 'react';
import { Button, IconButton, MenuIcon } from '@dop/ui';
import type { ShellUser } from '@dop/mf-kit';
import type { TabDef } from '../app/tabs';
import { GreetingButton } from './greeting-button';
import { MenuTabs } from './menu-tabs';
import { ScopeSwitch } from './scope-switch';
import { ThemeToggle } from './theme-toggle';
import { useMenuDismiss } from './use-menu-dismiss';

export interface MobileMenuProps {
  user: ShellUser;
  active: TabDef | null;
  onNavigate: (path: string) => void;
  onLogout: () => void;
  scopeSwitchEnabled: boolean;
}

/**
 * Spec 1 §2: on narrow screens a menu offers the theme and settings. It also carries what the hidden
 * header row and tab bar hold on wide screens: the tabs, For Me / For All, the greeting and logout.
 */
export function MobileMenu({ user, active, onNavigate, onLogout, scopeSwitchEnabled }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useMenuDismiss(open, close, panel, button);
  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  return (
    <div className="md:hidden">
      <IconButton
        ref={button}
        icon={MenuIcon}
        iconSize={20}
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      />
      {open && (
        <div
          ref={panel}
          id={panelId}
          className="fixed right-2 top-14 z-50 flex max-h-[calc(100dvh-4rem)] w-72 max-w-[calc(100vw-1rem)] flex-col gap-2 overflow-y-auto rounded-md border border-border bg-popover p-2 text-popover-foreground shadow-lg"
        >
          <MenuTabs active={active} onNavigate={(path) => choose(() => onNavigate(path))()} />
          <div className="flex flex-col gap-1 border-t border-border pt-2">
            <div className="px-3 py-1">
              <ScopeSwitch disabled={!scopeSwitchEnabled} />
            </div>
            {/* The menu stays open while the dialog is up: closing it would unmount the dialog. */}
            <GreetingButton user={user} />
            <ThemeToggle withText />
            <Button variant="ghost" onClick={choose(() => onNavigate('/settings'))}>
              Settings
            </Button>
            <Button variant="ghost" onClick={choose(onLogout)}>
              Logout
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
