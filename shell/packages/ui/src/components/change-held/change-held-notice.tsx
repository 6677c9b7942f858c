// Issue 30: what a form shows instead of its success summary when its change did not apply now:
// waiting for a second admin (the contract's AWAITING_APPROVAL words, passed in), or planned by a dry
// run (where to see and apply it). Either way with the change set's id, to find it in Changes.
import { PLANNED_TEXT, type ChangeNotApplied } from './change-held';

export interface ChangeHeldNoticeProps {
  change: ChangeNotApplied;
  /** The contract's AWAITING_APPROVAL: { title: 'Waiting for approval', message: 'A second administrator…' }. */
  awaiting: { title: string; message: string };
}

export function ChangeHeldNotice({ change, awaiting }: ChangeHeldNoticeProps) {
  const held = change.status === 'awaiting_approval';
  const title = held ? awaiting.title : 'Planned';
  return (
    <section
      aria-label={title}
      role="status"
      data-change-id={change.changeId}
      className="space-y-1 rounded-md border border-yellow-500/50 bg-yellow-400/10 p-3 text-sm"
    >
      <p className="font-medium">{held ? awaiting.title : PLANNED_TEXT}</p>
      {held && <p>{awaiting.message}</p>}
      <p className="text-muted-foreground">
        Change <span className="font-mono">{change.changeId}</span>
      </p>
    </section>
  );
}
