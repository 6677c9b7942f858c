// The fields of "Change A records" (issue 30): domains one per line, the IP address and the record
// names (@ and www by default, as the DNS dialog starts its rows).
import { Input, Label, LinesField } from '@dop/ui';
import type { PlanForm } from '../lib/plan-form';

export interface PlanFormFieldsProps {
  value: PlanForm;
  onChange: (value: PlanForm) => void;
}

export function PlanFormFields({ value, onChange }: PlanFormFieldsProps) {
  const set = (patch: Partial<PlanForm>) => onChange({ ...value, ...patch });
  return (
    <div className="grid gap-2">
      <LinesField
        id="plan-domains"
        value={value.domains}
        onValueChange={(domains) => set({ domains })}
        placeholder={'example.com\nexample.org'}
      />
      <Label htmlFor="plan-ip">IP address</Label>
      <Input id="plan-ip" value={value.ipAddress} onChange={(e) => set({ ipAddress: e.target.value })} placeholder="e.g. 203.0.113.10" />
      <Label htmlFor="plan-names">Record names</Label>
      <Input id="plan-names" value={value.names} onChange={(e) => set({ names: e.target.value })} aria-describedby="plan-names-hint" />
      <p id="plan-names-hint" className="text-xs text-muted-foreground">
        Separated by spaces; @ is the domain itself. Each domain gets exactly these A records.
      </p>
    </div>
  );
}
