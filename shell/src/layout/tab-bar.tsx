import { NavTabs } from '@dop/ui';
import { TABS, type TabDef } from '../app/tabs';

export const TAB_PANEL_ID = 'main-tab-panel';

export interface TabBarProps {
  active: TabDef | null;
  onNavigate: (path: string) => void;
}

/** The main tabs of spec 1 §2, one route each; see NavTabs for the keyboard model. */
export function TabBar({ active, onNavigate }: TabBarProps) {
  return (
    <nav aria-label="Main" className="border-b border-border bg-background">
      <div className="mx-auto max-w-7xl px-4 py-2">
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
