// Issue 29: the Health column's cell: one badge per health problem (a button opening the domain's
// health panel), 'OK' once checked without problems, 'Not checked' before any check.
import type { DomainDto } from '@dop/contracts/domains';
import { Button, ToneBadge, TONE_CLASSES } from '@dop/ui';
import { BADGE_LABELS, BADGE_TONE } from '../lib/health-text';

export function HealthBadges({ domain, onOpen }: { domain: DomainDto; onOpen: (d: DomainDto) => void }) {
  const health = domain.health ?? null;
  const badges = health?.badges ?? [];
  return (
    <div className="flex flex-wrap items-center gap-1" data-testid="health-cell">
      {badges.map((b) => (
        <button
          key={b}
          type="button"
          data-badge={b}
          className={`rounded-full px-2 py-0.5 text-xs font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring ${TONE_CLASSES[BADGE_TONE[b]]}`}
          aria-label={`${BADGE_LABELS[b]}: health of ${domain.name}`}
          onClick={() => onOpen(domain)}
        >
          {BADGE_LABELS[b]}
        </button>
      ))}
      {badges.length === 0 && health?.checkedAt && <ToneBadge tone="success">Healthy</ToneBadge>}
      {badges.length === 0 && !health?.checkedAt && <span className="text-xs text-muted-foreground">Not checked</span>}
      <Button
        size="sm"
        variant="ghost"
        className="h-6 px-1.5 text-xs"
        aria-label={`Health of ${domain.name}`}
        onClick={() => onOpen(domain)}
      >
        Health
      </Button>
    </div>
  );
}
