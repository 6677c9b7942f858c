// The checker's variables: each row enabled or not, a name and the expected value.
import { Button, Input } from '@dop/ui';
import type { VariableRow } from '../lib/checker-form';

export interface VariableRowsProps {
  rows: VariableRow[];
  onChange: (rows: VariableRow[]) => void;
}

export function VariableRows({ rows, onChange }: VariableRowsProps) {
  const update = (id: number, patch: Partial<VariableRow>) => onChange(rows.map((r) => (r.id === id ? { ...r, ...patch } : r)));
  const add = () => onChange([...rows, { id: Math.max(0, ...rows.map((r) => r.id)) + 1, enabled: true, variable: '', expectedValue: '' }]);
  return (
    <div className="space-y-2">
      {rows.map((r, i) => (
        <div key={r.id} className="flex items-center gap-2">
          <input
            type="checkbox"
            aria-label={`Check variable ${i + 1}`}
            checked={r.enabled}
            onChange={(e) => update(r.id, { enabled: e.target.checked })}
          />
          <Input
            aria-label={`Variable ${i + 1}`}
            placeholder="VARIABLE_NAME"
            value={r.variable}
            onChange={(e) => update(r.id, { variable: e.target.value })}
          />
          <Input
            aria-label={`Expected value ${i + 1}`}
            placeholder="Expected value"
            value={r.expectedValue}
            onChange={(e) => update(r.id, { expectedValue: e.target.value })}
          />
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Remove variable ${i + 1}`}
            onClick={() => onChange(rows.filter((x) => x.id !== r.id))}
            disabled={rows.length === 1}
          >
            ×
          </Button>
        </div>
      ))}
      <Button variant="outline" size="sm" onClick={add}>
        Add variable
      </Button>
    </div>
  );
}
