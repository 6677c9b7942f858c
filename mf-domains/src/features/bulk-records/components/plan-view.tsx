// A finished dry run (issue 30): the counts (changed / unchanged / could not be read) and each domain,
// collapsible, the ones that need a look first.
import type { ChangeDetail } from '@dop/contracts/changes';
import { useMemo } from 'react';
import { planCounts, planCountsText, plannedDomains } from '../lib/plan-summary';
import { PlannedDomainItem } from './planned-domain-item';

export function PlanView({ plan }: { plan: ChangeDetail }) {
  const domains = useMemo(() => plannedDomains(plan), [plan]);
  const counts = planCounts(domains);
  return (
    <section aria-label="Plan" className="space-y-2">
      <p className="text-sm font-medium" data-testid="plan-counts">
        {planCountsText(counts)}
      </p>
      {counts.changed + counts.unread === 0 && (
        <p className="text-sm text-muted-foreground">Every domain already holds these records: there is nothing to apply.</p>
      )}
      <ul aria-label="Planned domains" className="max-h-80 space-y-1 overflow-y-auto">
        {domains.map((d) => (
          <PlannedDomainItem key={d.step.domain} planned={d} />
        ))}
      </ul>
    </section>
  );
}
