// A domain's A records before and after a change, side by side (issue 30): the change log's steps and
// the dry run's plan read the same way.
import type { ChangeStep } from '@dop/contracts/changes';
import { valuesText } from '../lib/change-text';

export function BeforeAfter({ old, new: next }: Pick<ChangeStep, 'old' | 'new'>) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <Values title="Before" lines={valuesText(old)} />
      <Values title="After" lines={valuesText(next)} />
    </div>
  );
}

function Values({ title, lines }: { title: string; lines: string[] }) {
  return (
    <div>
      <div className="text-xs font-medium text-muted-foreground">{title}</div>
      <ul aria-label={title} className="font-mono text-xs">
        {lines.map((l, i) => (
          <li key={i}>{l}</li>
        ))}
      </ul>
    </div>
  );
}
