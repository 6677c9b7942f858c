import { useId } from 'react';
import { useScopeStore } from '@dop/mf-kit';
import { Switch } from '@dop/ui';

/** Spec 2 §1: For Me / For All, saved locally, default All. On = For All. */
export function ScopeSwitch({ disabled = false }: { disabled?: boolean }) {
  const saved = useScopeStore((s) => s.showAllOperations);
  // Disabled, it shows what the screen uses (For Me), while the saved choice waits for other screens.
  const showAll = disabled ? false : saved;
  const setShowAll = useScopeStore((s) => s.setShowAllOperations);
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm" title={disabled ? 'This screen shows your own operations only' : undefined}>
      <span className={showAll ? 'text-muted-foreground' : 'font-medium'} aria-hidden="true">
        For Me
      </span>
      <Switch id={id} checked={showAll} onCheckedChange={setShowAll} aria-label="For All" disabled={disabled} />
      <label htmlFor={id} className={showAll ? 'font-medium' : 'text-muted-foreground'}>
        For All
      </label>
    </div>
  );
}
