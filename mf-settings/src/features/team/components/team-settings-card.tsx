import { useEffect, useState, type FormEvent } from 'react';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Input, Label, Spinner } from '@dop/ui';
import type { ShellApi } from '@dop/mf-kit';
import type { TeamSettings } from '@dop/contracts/team';
import { useSaveTeamSettings, useTeamSettings } from '../hooks/use-team-settings';
import { InventoryAlertFields, parseAlertDays, type DriftCheck } from './inventory-alert-fields';

type NumberKey = 'expiryAlertDays' | 'changeApprovalDomains' | 'changeApprovalRatio';

const FIELDS: { key: NumberKey; label: string; min: number; max: number }[] = [
  { key: 'expiryAlertDays', label: 'Expiry alert (days before)', min: 1, max: 365 },
  { key: 'changeApprovalDomains', label: 'Second approval above (domains, 0 = never)', min: 0, max: 100_000 },
  // Shown in percent; the setting is a share (0.3).
  { key: 'changeApprovalRatio', label: "Second approval above (% of a zone's records, zones of 10+)", min: 1, max: 100 },
];

type Draft = Record<NumberKey, string> & { inventoryAlertDays: string; inventoryDriftAlerts: DriftCheck[]; inventoryAlertDigest: boolean };
const toDraft = (s: TeamSettings): Draft => ({
  expiryAlertDays: String(s.expiryAlertDays),
  changeApprovalDomains: String(s.changeApprovalDomains),
  changeApprovalRatio: String(Math.round(s.changeApprovalRatio * 100)),
  inventoryAlertDays: (s.inventoryAlertDays ?? [30, 14, 7, 1]).join(', '),
  inventoryDriftAlerts: [...(s.inventoryDriftAlerts ?? ['nameservers', 'records', 'zone'])],
  inventoryAlertDigest: s.inventoryAlertDigest ?? false,
});

/** Team-wide settings (issue 25): alert thresholds, change approvals and inventory alerts; the server names a bad field. */
export function TeamSettingsCard({ toasts }: { toasts: ShellApi['toasts'] }) {
  const settings = useTeamSettings();
  const save = useSaveTeamSettings(toasts);
  const [draft, setDraft] = useState<Draft | null>(null);
  useEffect(() => {
    if (settings.data) setDraft(toDraft(settings.data));
  }, [settings.data]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    const alertDays = parseAlertDays(draft.inventoryAlertDays);
    save.mutate({
      expiryAlertDays: Number(draft.expiryAlertDays),
      changeApprovalDomains: Number(draft.changeApprovalDomains),
      changeApprovalRatio: Number(draft.changeApprovalRatio) / 100,
      // Days the server would refuse are not sent: the field says why, and the saved ones stay.
      ...(alertDays ? { inventoryAlertDays: alertDays } : {}),
      inventoryDriftAlerts: draft.inventoryDriftAlerts,
      inventoryAlertDigest: draft.inventoryAlertDigest,
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Team settings</CardTitle>
        <CardDescription>Apply to the whole team.</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isError && (
          <p role="alert" className="text-sm text-destructive">
            {settings.error.message}
          </p>
        )}
        {!draft && !settings.isError && <Spinner />}
        {draft && (
          <form aria-label="Team settings" className="flex flex-wrap items-end gap-3" onSubmit={submit}>
            {FIELDS.map(({ key, label, min, max }) => (
              <div key={key} className="flex flex-col gap-1">
                <Label htmlFor={`team-${key}`}>{label}</Label>
                <Input
                  id={`team-${key}`}
                  type="number"
                  min={min}
                  max={max}
                  value={draft[key]}
                  onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
                  className="w-32"
                />
              </div>
            ))}
            <InventoryAlertFields
              days={draft.inventoryAlertDays}
              drifts={draft.inventoryDriftAlerts}
              onDays={(inventoryAlertDays) => setDraft({ ...draft, inventoryAlertDays })}
              onDrifts={(inventoryDriftAlerts) => setDraft({ ...draft, inventoryDriftAlerts })}
              digest={draft.inventoryAlertDigest}
              onDigest={(inventoryAlertDigest) => setDraft({ ...draft, inventoryAlertDigest })}
            />
            <Button type="submit" disabled={save.isPending || parseAlertDays(draft.inventoryAlertDays) === null}>
              {save.isPending ? 'Saving...' : 'Save settings'}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
