import { useId } from 'react';
import { useScopeStore } from '@dop/mf-kit';
import { Switch } from '@dop/ui';

/** Spec 2 §1: For Me / For All, saved locally, default All. On = For All. */
export function ScopeSwitch() {
  const showAll = useScopeStore((s) => s.showAllOperations);
  const setShowAll = useScopeStore((s) => s.setShowAllOperations);
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <span className={showAll ? 'text-muted-foreground' : 'font-medium'} aria-hidden="true">
        For Me
      </span>
      <Switch id={id} checked={showAll} onCheckedChange={setShowAll} aria-label="For All" />
      <label htmlFor={id} className={showAll ? 'font-medium' : 'text-muted-foreground'}>
        For All
      </label>
    </div>
  );
}
