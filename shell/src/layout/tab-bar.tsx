import { NavTabs } from '@dop/ui';
import { TABS, type TabDef } from '../app/tabs';

export const TAB_PANEL_ID = 'main-tab-panel';

export interface TabBarProps {
  active: TabDef | null;
  onNavigate: (path: string) => void;
}

/**
 * The main tabs of spec 1 §2, one route each; see NavTabs for the keyboard model. On a phone the
 * tabs live in the header's menu, and this bar only names the open tab.
 */
export function TabBar({ active, onNavigate }: TabBarProps) {
  return (
    <nav aria-label="Main" className="border-b border-border bg-background">
      <p className="px-4 py-2 text-sm font-medium md:hidden">{active?.label}</p>
      <div className="mx-auto hidden max-w-7xl px-4 py-2 md:block">
        <NavTabs
          label="Main tabs"
          items={TABS.map((tab) => ({ id: tab.id, label: tab.label, href: tab.path }))}
          activeId={active?.id ?? null}
          onNavigate={onNavigate}
          panelId={TAB_PANEL_ID}
        />
      </div>
    </nav>
  );
}
