import { IconButton, SettingsIcon, Tooltip } from '@dop/ui';
import type { ShellUser } from '@dop/mf-kit';
import type { TabDef } from '../app/tabs';
import { JobsIndicator } from './jobs/jobs-indicator';
import { LogoLink } from './logo-link';
import { MobileMenu } from './mobile-menu';
import { ScopeSwitch } from './scope-switch';
import { ThemeToggle } from './theme-toggle';
import { UserArea } from './user-area';
import { VersionBadge } from './version-badge';

export { PRODUCT_TITLE } from './product-title';

export interface HeaderProps {
  user: ShellUser;
  /** The open tab, marked in the phone menu's list of tabs. */
  active?: TabDef | null;
  onNavigate: (path: string) => void;
  onLogout: () => void;
  /** False where the screen fixes the scope itself (/billing shows the user's own operations only). */
  scopeSwitchEnabled?: boolean;
}

/** Spec 1 §2 / spec 2 §2: the fixed header of the signed-in shell. */
export function Header({ user, active = null, onNavigate, onLogout, scopeSwitchEnabled = true }: HeaderProps) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-14 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-full max-w-7xl items-center gap-2 px-4 md:gap-3">
        <LogoLink onNavigate={onNavigate} />
        <VersionBadge />
        {/* Issue 31: running jobs and their outcome, visible on every screen without scrolling. */}
        <div className="ml-auto">
          <JobsIndicator onNavigate={onNavigate} scopeFixed={!scopeSwitchEnabled} />
        </div>
        <div className="hidden items-center gap-4 md:flex">
          <UserArea user={user} onLogout={onLogout} />
          <ScopeSwitch disabled={!scopeSwitchEnabled} />
          <ThemeToggle />
          <Tooltip content="Settings">
            <IconButton icon={SettingsIcon} iconSize={18} aria-label="Settings" onClick={() => onNavigate('/settings')} />
          </Tooltip>
        </div>
        <div className="md:hidden">
          <MobileMenu user={user} active={active} onNavigate={onNavigate} onLogout={onLogout} scopeSwitchEnabled={scopeSwitchEnabled} />
        </div>
      </div>
    </header>
  );
}
