// Inventory alert settings (issue 29): the days before expiry at which an alert goes out, which
// checks' drift alerts, and whether alerts come as they happen or as one daily digest; part of the
// team settings form.
import { Input, Label } from '@dop/ui';

export const DRIFT_CHECKS = [
  { key: 'nameservers', label: 'Name-server drift' },
  { key: 'records', label: 'Record drift' },
  { key: 'zone', label: 'Zone missing' },
] as const;
export type DriftCheck = (typeof DRIFT_CHECKS)[number]['key'];

/** "30, 14, 7, 1" → [30, 14, 7, 1]; null when a part is not a day count the server takes (1–365). */
export function parseAlertDays(text: string): number[] | null {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (!parts.length || parts.length > 10) return null;
  const days = parts.map(Number);
  return days.every((d) => Number.isInteger(d) && d >= 1 && d <= 365) ? days : null;
}

interface Props {
  days: string;
  drifts: DriftCheck[];
  onDays(value: string): void;
  onDrifts(value: DriftCheck[]): void;
  digest: boolean;
  onDigest(value: boolean): void;
}

export function InventoryAlertFields({ days, drifts, onDays, onDrifts, digest, onDigest }: Props) {
  const daysValid = parseAlertDays(days) !== null;
  return (
    <>
      <div className="flex flex-col gap-1">
        <Label htmlFor="team-inventoryAlertDays">Inventory alerts (days before expiry)</Label>
        <Input
          id="team-inventoryAlertDays"
          value={days}
          onChange={(e) => onDays(e.target.value)}
          aria-invalid={!daysValid}
          aria-describedby="team-inventoryAlertDays-hint"
          className="w-40"
        />
        <span id="team-inventoryAlertDays-hint" className={daysValid ? 'text-xs text-muted-foreground' : 'text-xs text-destructive'}>
          {daysValid ? 'Comma-separated, e.g. 30, 14, 7, 1' : 'Up to 10 whole days from 1 to 365, comma-separated'}
        </span>
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium">Drift alerts</legend>
        {DRIFT_CHECKS.map(({ key, label }) => (
          <label key={key} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={drifts.includes(key)}
              onChange={(e) => onDrifts(e.target.checked ? [...drifts, key] : drifts.filter((d) => d !== key))}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={digest} onChange={(e) => onDigest(e.target.checked)} />
        One daily digest instead of each alert as it comes
      </label>
    </>
  );
}
