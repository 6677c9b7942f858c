// One option of the update form: whether to change it (checkbox) and its new value (switch).
import { Label, Switch } from '@dop/ui';

export interface OptionToggleProps {
  name: 'Cloaking' | 'Voluum';
  use: boolean;
  enabled: boolean;
  onUse: (use: boolean) => void;
  onEnabled: (enabled: boolean) => void;
}

export function OptionToggle({ name, use, enabled, onUse, onEnabled }: OptionToggleProps) {
  const id = `env-${name.toLowerCase()}`;
  return (
    <div className="flex items-center gap-4 rounded-md border p-3">
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" checked={use} onChange={(e) => onUse(e.target.checked)} />
        {name}
      </label>
      <div className="flex items-center gap-2">
        <Switch id={`${id}-enabled`} checked={enabled} disabled={!use} onCheckedChange={onEnabled} aria-label={`${name} enabled`} />
        <Label htmlFor={`${id}-enabled`} className="text-sm text-muted-foreground">
          {enabled ? 'Enabled' : 'Disabled'}
        </Label>
      </div>
    </div>
  );
}
