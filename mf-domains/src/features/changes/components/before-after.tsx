// A domain's values before and after a change, side by side (issue 30): A records, name servers or the
// SSL mode, by the step's kind. The change log's steps and the dry run's plan read the same way.
import type { ChangeStep } from '@dop/contracts/changes';
import { valuesText } from '../lib/change-text';

export function BeforeAfter({ old, new: next, kind }: Pick<ChangeStep, 'old' | 'new'> & { kind?: ChangeStep['kind'] }) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <Values title="Before" lines={valuesText(old, kind)} />
      <Values title="After" lines={valuesText(next, kind)} />
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
