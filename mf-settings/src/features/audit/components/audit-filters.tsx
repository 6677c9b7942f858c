import { useState, type FormEvent } from 'react';
import { Button, cn, focusRing, Input, Label } from '@dop/ui';
import { AUDIT_ACTIONS } from '@dop/contracts/team';
import { NO_FILTERS, useAuditFilters } from '../stores/audit-filter-store';

/** Actor, action and a period; Apply (or Enter) reads the first page again. */
export function AuditFiltersForm() {
  const applied = useAuditFilters((s) => s.filters);
  const apply = useAuditFilters((s) => s.apply);
  const [draft, setDraft] = useState(applied);
  const set = (key: keyof typeof draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    apply(draft);
  }

  return (
    <form aria-label="Audit filters" className="flex flex-wrap items-end gap-2" onSubmit={submit}>
      <Field id="audit-actor" label="Actor">
        <Input
          id="audit-actor"
          placeholder="username"
          value={draft.actor}
          onChange={(e) => set('actor')(e.target.value)}
          className="w-40"
        />
      </Field>
      <Field id="audit-action" label="Action">
        <select
          id="audit-action"
          className={cn('h-10 rounded-md border border-input bg-background px-2 text-sm', focusRing)}
          value={draft.action}
          onChange={(e) => set('action')(e.target.value)}
        >
          <option value="">All actions</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </select>
      </Field>
      <Field id="audit-from" label="From">
        <Input id="audit-from" type="date" value={draft.from} onChange={(e) => set('from')(e.target.value)} />
      </Field>
      <Field id="audit-to" label="To">
        <Input id="audit-to" type="date" value={draft.to} onChange={(e) => set('to')(e.target.value)} />
      </Field>
      <Button type="submit">Apply</Button>
      <Button
        variant="outline"
        onClick={() => {
          setDraft(NO_FILTERS);
          apply(NO_FILTERS);
        }}
      >
        Reset
      </Button>
    </form>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}
