import { cn, focusRing } from '@dop/ui';
import { TABS, type TabDef } from '../app/tabs';

export interface MenuTabsProps {
  active: TabDef | null;
  onNavigate: (path: string) => void;
}

/** The main tabs as a list of links inside the phone menu, where the tab bar does not fit. */
export function MenuTabs({ active, onNavigate }: MenuTabsProps) {
  return (
    <nav aria-label="Main tabs">
      <ul className="flex flex-col">
        {TABS.map((tab) => {
          const current = tab.id === active?.id;
          return (
            <li key={tab.id}>
              <a
                href={tab.path}
                aria-current={current ? 'page' : undefined}
                onClick={(event) => {
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  onNavigate(tab.path);
                }}
                className={cn(
                  'block rounded-md px-3 py-2 text-sm font-medium',
                  current ? 'bg-primary text-primary-foreground' : 'hover:bg-accent hover:text-accent-foreground',
                  focusRing,
                )}
              >
                {tab.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
