// Delay settings (spec 2 §2.8, §5): minutes from 1 to 120, or a quick purchase with no delay.
import { Input, Label, Switch } from '@dop/ui';
import { MAX_DELAY, MIN_DELAY } from '../lib/purchase-form';

export interface DelayValue {
  quickPurchase: boolean;
  minDelay: string;
  maxDelay: string;
}

export function DelaySettings({ value, onChange }: { value: DelayValue; onChange: (v: DelayValue) => void }) {
  const minutes = (key: 'minDelay' | 'maxDelay', label: string) => (
    <div className="space-y-1">
      <Label htmlFor={`billing-${key}`}>{label}</Label>
      <Input
        id={`billing-${key}`}
        type="number"
        min={MIN_DELAY}
        max={MAX_DELAY}
        disabled={value.quickPurchase}
        value={value[key]}
        onChange={(e) => onChange({ ...value, [key]: e.target.value })}
      />
    </div>
  );
  return (
    <div className="grid grid-cols-3 items-end gap-3">
      {minutes('minDelay', 'Min delay (minutes)')}
      {minutes('maxDelay', 'Max delay (minutes)')}
      <div className="flex items-center gap-2 pb-2">
        <Switch
          id="billing-quick"
          checked={value.quickPurchase}
          onCheckedChange={(quickPurchase) => onChange({ ...value, quickPurchase })}
        />
        <Label htmlFor="billing-quick">Quick purchase</Label>
      </div>
    </div>
  );
}
