// The change log's filters (issue 30): an exact domain name, status, provider and period. The status and
// provider choices come from the contract, so a status the service adds is offered without a UI change.
import { ChangeProvider, ChangeStatus } from '@dop/contracts/changes';
import { Input } from '@dop/ui';
import { providerLabel, statusLabel } from '../lib/change-labels';
import { PERIOD_LABELS, PERIODS, type ChangesFilter, type ChangesPeriod } from '../lib/changes-filter';

const FIELD = 'h-9 rounded-md border border-input bg-background px-2 text-sm';

export interface ChangesFiltersProps {
  value: ChangesFilter;
  onChange: (value: ChangesFilter) => void;
}

export function ChangesFilters({ value, onChange }: ChangesFiltersProps) {
  const set = (patch: Partial<ChangesFilter>) => onChange({ ...value, ...patch });
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Change filters">
      <Input
        aria-label="Domain"
        placeholder="Domain (exact name)"
        className="h-9 w-56"
        value={value.domain}
        onChange={(e) => set({ domain: e.target.value })}
      />
      <select aria-label="Status" className={FIELD} value={value.status} onChange={(e) => set({ status: e.target.value })}>
        <option value="">Any status</option>
        {ChangeStatus.options.map((s) => (
          <option key={s} value={s}>
            {statusLabel(s)}
          </option>
        ))}
      </select>
      <select aria-label="Provider" className={FIELD} value={value.provider} onChange={(e) => set({ provider: e.target.value })}>
        <option value="">Any provider</option>
        {ChangeProvider.options.map((p) => (
          <option key={p} value={p}>
            {providerLabel(p)}
          </option>
        ))}
      </select>
      <select aria-label="Period" className={FIELD} value={value.period} onChange={(e) => set({ period: e.target.value as ChangesPeriod })}>
        {PERIODS.map((p) => (
          <option key={p} value={p}>
            {PERIOD_LABELS[p]}
          </option>
        ))}
      </select>
    </div>
  );
}
