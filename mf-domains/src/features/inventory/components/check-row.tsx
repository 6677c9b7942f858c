// Issue 29: one check in the health panel: what it compares, its state and reason, both sides' values,
// when it ran, and the fixes that are safe and known for it.
import type { CheckResult, InventoryFixBody } from '@dop/contracts/inventory';
import { RoleButton, type TimeZoneChoice } from '@dop/mf-kit';
import { ToneBadge } from '@dop/ui';
import { formatResultTime } from '../../domains/lib/domain-order';
import { CHECK_LABELS, fixesFor, sideText, STATE_LABELS, STATE_TONE } from '../lib/health-text';

export interface CheckRowProps {
  check: CheckResult;
  timezone: TimeZoneChoice;
  busy: boolean;
  onFix: (body: InventoryFixBody) => void;
}

export function CheckRow({ check, timezone, busy, onFix }: CheckRowProps) {
  const label = CHECK_LABELS[check.kind];
  return (
    <li className="space-y-1 rounded-md border border-border p-3" aria-label={label} data-check={check.kind} data-state={check.state}>
      <div className="flex items-center justify-between gap-2">
        <span className="font-medium">{label}</span>
        <ToneBadge tone={STATE_TONE[check.state]}>{STATE_LABELS[check.state]}</ToneBadge>
      </div>
      {check.reason && <p className="text-sm text-muted-foreground">{check.reason}</p>}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        <dt className="text-muted-foreground">Panel expects</dt>
        <dd className="break-all font-mono">{sideText(check.expected)}</dd>
        <dt className="text-muted-foreground">{check.kind === 'nameservers' ? 'Registrar has' : 'DNS host has'}</dt>
        <dd className="break-all font-mono">{sideText(check.actual)}</dd>
        <dt className="text-muted-foreground">Checked</dt>
        <dd>{formatResultTime(check.checkedAt, timezone)}</dd>
      </dl>
      <div className="flex flex-wrap gap-2 pt-1">
        {fixesFor(check.kind, check.state).map((f) => (
          <RoleButton
            key={f.label}
            route="POST /api/inventory/fix/:domainId"
            size="sm"
            disabled={busy}
            onClick={() => onFix({ check: check.kind === 'nameservers' ? 'nameservers' : 'records', use: f.use ?? 'panel' })}
          >
            {f.label}
          </RoleButton>
        ))}
      </div>
    </li>
  );
}
