import { Label } from './label';
import { Switch } from './switch';

export interface SwitchFieldProps {
  /** Id of the switch, which the label points at. */
  id: string;
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** While the value cannot change (loading, saving). */
  disabled?: boolean;
}

/** A switch with its label to the right, named by that label ("Active", "Use NS records", …). */
export function SwitchField({ id, label, checked, onCheckedChange, disabled }: SwitchFieldProps) {
  return (
    <div className="flex items-center gap-2">
      <Switch id={id} checked={checked} disabled={disabled} onCheckedChange={onCheckedChange} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}
