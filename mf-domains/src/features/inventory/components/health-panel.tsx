// Issue 29: a domain's health panel, opened from its badges or its "Health" button: the registrar's
// expiry and auto-renew from the last sync, each check with both sides, Fix where it is safe, and
// "Check now". The badges, expiry and auto-renew come from the list row; the checks with both sides are
// read for this domain when the panel opens, and again when a check or fix job ends.
import type { DomainDto } from '@dop/contracts/domains';
import { useQuery } from '@tanstack/react-query';
import { RoleButton, type ShellApi } from '@dop/mf-kit';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@dop/ui';
import { formatResultTime } from '../../domains/lib/domain-order';
import { fetchDomainHealth, inventoryKeys } from '../api/inventory-api';
import { useHealthActions } from '../hooks/use-health-actions';
import { BADGE_LABELS } from '../lib/health-text';
import { CheckRow } from './check-row';

export function HealthPanel({ shell, domain, onClose }: { shell: ShellApi; domain: DomainDto; onClose: () => void }) {
  const actions = useHealthActions(shell, domain.id);
  const health = domain.health ?? null;
  const detail = useQuery({
    queryKey: inventoryKeys.health(domain.id),
    queryFn: ({ signal }) => fetchDomainHealth(domain.id, signal),
  });
  const checks = detail.data?.items[0]?.checks ?? health?.checks ?? [];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Health of {domain.name}</DialogTitle>
          <DialogDescription>
            {health?.expiresAt
              ? `Expires ${formatResultTime(health.expiresAt, shell.timezone)}`
              : 'Expiry unknown (not synced from a registrar)'}
            {health?.autoRenew === false ? ' · auto-renew off' : health?.autoRenew ? ' · auto-renew on' : ''}
          </DialogDescription>
        </DialogHeader>
        {health && health.badges.length > 0 && <p className="text-sm">Problems: {health.badges.map((b) => BADGE_LABELS[b]).join(', ')}</p>}
        {detail.isError && (
          <p role="alert" className="text-sm text-destructive">
            {detail.error.message}
          </p>
        )}
        {detail.isPending && !checks.length ? (
          <p className="text-sm text-muted-foreground">Loading checks…</p>
        ) : checks.length === 0 ? (
          <p className="text-sm text-muted-foreground">Not checked yet.</p>
        ) : (
          <ul className="space-y-2" aria-label="Checks">
            {checks.map((c) => (
              <CheckRow key={c.kind} check={c} timezone={shell.timezone} busy={actions.busy} onFix={(body) => actions.fix.mutate(body)} />
            ))}
          </ul>
        )}
        {actions.checking && (
          <p role="status" className="text-sm text-muted-foreground">
            Checking {domain.name}…
          </p>
        )}
        {actions.outcome && (
          <p role={actions.outcome.ok ? 'status' : 'alert'} className={`text-sm ${actions.outcome.ok ? '' : 'text-destructive'}`}>
            {actions.outcome.text}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <RoleButton route="POST /api/inventory/check" disabled={actions.busy} onClick={() => actions.check.mutate()}>
            Check now
          </RoleButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
