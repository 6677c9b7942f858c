// Issue 29: the words the Health column and panel use for badges, checks and their states.
import type { CheckKind, CheckState, HealthBadge } from '@dop/contracts/inventory';
import type { StatusTone } from '@dop/ui';

export const BADGE_LABELS: Record<HealthBadge, string> = {
  expiring: 'Expires in < 30 days',
  expired: 'Expired',
  'auto-renew-off': 'Auto-renew off',
  'ns-drift': 'Name-server drift',
  'record-drift': 'Record drift',
  'zone-missing': 'Zone missing',
};

/** Expired and missing break things now; the others warn. */
export const BADGE_TONE: Record<HealthBadge, StatusTone> = {
  expiring: 'warning',
  expired: 'error',
  'auto-renew-off': 'warning',
  'ns-drift': 'error',
  'record-drift': 'warning',
  'zone-missing': 'error',
};

export const STATE_TONE: Record<CheckState, StatusTone> = { ok: 'success', drift: 'error', missing: 'error', unknown: 'muted' };

export const CHECK_LABELS: Record<CheckKind, string> = {
  nameservers: 'Name servers at the registrar',
  records: 'A records at the DNS host',
  zone: 'Zone at the DNS host',
};

export const STATE_LABELS: Record<CheckState, string> = { ok: 'OK', drift: 'Drift', missing: 'Missing', unknown: 'Unknown' };

/** Both sides of a check as one line each ('—' for nothing, 'not read' when the side could not be read). */
export const sideText = (values: string[] | null) => (values === null ? 'not read' : values.length ? values.join(', ') : '—');

/** Which fixes a check offers: only where the fix is safe and known. */
export function fixesFor(kind: CheckKind, state: CheckState): Array<{ label: string; use?: 'panel' | 'provider' }> {
  if (state !== 'drift' && state !== 'missing') return [];
  if (kind === 'nameservers') return [{ label: 'Fix name servers' }];
  if (kind === 'records' && state === 'drift')
    return [
      { label: "Apply the panel's records", use: 'panel' },
      { label: "Take the provider's records", use: 'provider' },
    ];
  return [];
}
