// The single-admin confirm (issue 30): the service's message (why the change is over the threshold and
// what to type) and a box for the number; the caller enables its button once confirmMatches says so.
import { Input } from '../input';
import { Label } from '../label';

export interface ConfirmDomainsFieldProps {
  id: string;
  /** The 409's message, e.g. "It changes 30 domains, more than 25; … type the number of domains (30) to confirm". */
  message: string;
  count: number;
  value: string;
  onChange: (value: string) => void;
}

export function ConfirmDomainsField({ id, message, count, value, onChange }: ConfirmDomainsFieldProps) {
  return (
    <div className="space-y-2 rounded-md border border-yellow-500/50 bg-yellow-400/10 p-3 text-sm">
      <p role="alert">{message}</p>
      <Label htmlFor={id}>{`Type ${count} to confirm`}</Label>
      <Input id={id} inputMode="numeric" autoComplete="off" autoFocus value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
