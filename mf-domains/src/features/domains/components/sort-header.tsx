// A sortable column heading (issue 31): a button that cycles ascending, descending and the spec's
// order, with aria-sort on the cell so the state is announced.
import type { DomainSort } from '@dop/contracts/domains';
import { nextSort } from '../lib/list-params';

export interface SortState {
  sort: DomainSort | null;
  order: 'asc' | 'desc';
}

export interface SortHeaderProps {
  label: string;
  column: DomainSort;
  state: SortState;
  onSort: (s: SortState) => void;
  className?: string;
}

export function SortHeader({ label, column, state, onSort, className = '' }: SortHeaderProps) {
  const active = state.sort === column;
  const aria = active ? (state.order === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <th className={`py-2 pr-4 font-medium ${className}`} aria-sort={aria}>
      <button
        type="button"
        className="inline-flex items-center gap-1 rounded hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        onClick={() => onSort(nextSort(state, column))}
      >
        {label}
        <span aria-hidden="true" className="text-xs">
          {active ? (state.order === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}
