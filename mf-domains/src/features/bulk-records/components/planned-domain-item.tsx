// One domain of a dry run (issue 30): its name and verdict on a button that opens (Enter or Space) to
// the records before and after side by side, what changes, or why the host could not be read.
import { ToneBadge, type StatusTone } from '@dop/operations-ui';
import { focusRing } from '@dop/ui';
import { useState } from 'react';
import { BeforeAfter } from '../../changes/components/before-after';
import { providerLabel } from '../../changes/lib/change-labels';
import { recordText } from '../../dns-records/lib/records-diff';
import { VERDICT_LABELS, type PlannedDomain, type PlanVerdict } from '../lib/plan-summary';

const TONES: Record<PlanVerdict, StatusTone> = { changed: 'warning', unchanged: 'muted', unread: 'error' };

export function PlannedDomainItem({ planned }: { planned: PlannedDomain }) {
  const [open, setOpen] = useState(false);
  const { step, verdict, diff } = planned;
  const panelId = `plan-${step.domain}`;
  return (
    <li aria-label={step.domain} className="rounded-md border border-border text-sm" data-testid="planned-domain">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className={`flex w-full items-center gap-2 px-3 py-1.5 text-left ${focusRing}`}
      >
        <span aria-hidden="true">{open ? '▾' : '▸'}</span>
        <span className="font-medium">{step.domain}</span>
        <span className="text-muted-foreground">{providerLabel(step.provider)}</span>
        <ToneBadge tone={TONES[verdict]}>{VERDICT_LABELS[verdict]}</ToneBadge>
      </button>
      {open && (
        <div id={panelId} className="space-y-2 border-t border-border p-3">
          <BeforeAfter old={step.old} new={step.new} />
          {diff && diff.changed.length + diff.added.length + diff.removed.length > 0 && (
            <ul aria-label="What will change" className="font-mono text-xs">
              {diff.changed.map((c, i) => (
                <li key={`c${i}`}>{`~ ${c.name}: ${c.old.content} → ${c.new.content}`}</li>
              ))}
              {diff.added.map((r, i) => (
                <li key={`a${i}`}>{`+ ${recordText(r)}`}</li>
              ))}
              {diff.removed.map((r, i) => (
                <li key={`r${i}`}>{`− ${recordText(r)}`}</li>
              ))}
            </ul>
          )}
          {step.answer && <p className="text-xs text-muted-foreground">{step.answer}</p>}
        </div>
      )}
    </li>
  );
}
