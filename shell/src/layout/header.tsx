import { Button, focusRing } from '@dop/ui';
import type { ShellUser } from '@dop/mf-kit';
import { MobileMenu } from './mobile-menu';
import { ScopeSwitch } from './scope-switch';
import { ThemeToggle } from './theme-toggle';
import { UserArea } from './user-area';
import { VersionBadge } from './version-badge';

export const PRODUCT_TITLE = 'Domain Operations';

export interface HeaderProps {
  user: ShellUser | null;
  onNavigate: (path: string) => void;
  onLogout: () => void;
}

/** Spec 1 §2: the fixed header. */
export function Header({ user, onNavigate, onLogout }: HeaderProps) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-14 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-full max-w-7xl items-center gap-3 px-4">
        <a
          href="/"
          className={`flex items-center gap-2 rounded-md ${focusRing}`}
          onClick={(event) => {
            // Plain clicks stay in the single-page app; modified clicks open a new tab as usual.
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            onNavigate('/');
          }}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7 text-primary" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="12" cy="12" r="9" />
            <path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" />
          </svg>
          <span className="text-base font-semibold">{PRODUCT_TITLE}</span>
        </a>
        <VersionBadge />
        <div className="ml-auto hidden items-center gap-4 md:flex">
          <UserArea user={user} onLogout={onLogout} />
          <ScopeSwitch />
          <ThemeToggle />
          <Button variant="ghost" size="icon" aria-label="Settings" title="Settings" onClick={() => onNavigate('/settings')}>
            <span aria-hidden="true">⚙</span>
          </Button>
        </div>
        <div className="ml-auto md:hidden">
          <MobileMenu onSettings={() => onNavigate('/settings')} />
        </div>
      </div>
    </header>
  );
}
