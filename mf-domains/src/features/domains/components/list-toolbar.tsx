// Issue 31: the list's filters (registrar, account, team tag, status) and its page size (10 / 50 / 100
// / 500, remembered per user by the card). Each control is labelled for screen readers and tests.
import type { DomainStatusFilter } from '@dop/contracts/domains';
import { HEALTH_BADGES } from '@dop/contracts/inventory';
import { TEAM_TAGS } from '@dop/operations-ui';
import { Button, Input, Label } from '@dop/ui';
import { BADGE_LABELS } from '../../inventory/lib/health-text';
import { hasFilters, NO_FILTERS, type ListFilters } from '../lib/list-params';
import { PAGE_SIZES } from '../lib/page-size';

const REGISTRARS = ['namecheap', 'namesilo', 'dynadot', 'spaceship', 'gandi', 'porkbun'] as const;
const STATUSES: Array<{ value: DomainStatusFilter; label: string }> = [
  { value: 'recent', label: '✓ Recent' },
  { value: 'deployed', label: 'A record deployed' },
  { value: 'none', label: 'No A record deployed' },
];
const SELECT = 'h-9 rounded-md border border-input bg-background px-2 text-sm';

export interface ListToolbarProps {
  filters: ListFilters;
  onFilters: (f: ListFilters) => void;
  pageSize: number;
  onPageSize: (size: number) => void;
}

export function ListToolbar({ filters, onFilters, pageSize, onPageSize }: ListToolbarProps) {
  const set = (patch: Partial<ListFilters>) => onFilters({ ...filters, ...patch });
  return (
    <div className="flex flex-wrap items-end gap-3" role="group" aria-label="Фильтры">
      <div className="space-y-1">
        <Label htmlFor="filter-registrar">Registrar</Label>
        <select
          id="filter-registrar"
          className={`${SELECT} block`}
          value={filters.registrar}
          onChange={(e) => set({ registrar: e.target.value })}
        >
          <option value="">All</option>
          {REGISTRARS.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </div>
      <div className="w-28 space-y-1">
        <Label htmlFor="filter-account">Account #</Label>
        <Input
          id="filter-account"
          inputMode="numeric"
          placeholder="e.g. 3"
          value={filters.accountId}
          onChange={(e) => set({ accountId: e.target.value.replace(/\D/g, '') })}
        />
      </div>
      <div className="w-32 space-y-1">
        <Label htmlFor="filter-tag">Team tag</Label>
        <Input
          id="filter-tag"
          list="filter-tag-options"
          placeholder="e.g. 2333"
          value={filters.teamTag}
          onChange={(e) => set({ teamTag: e.target.value })}
        />
        <datalist id="filter-tag-options">
          {TEAM_TAGS.map((t) => (
            <option key={t} value={t} />
          ))}
        </datalist>
      </div>
      <div className="space-y-1">
        <Label htmlFor="filter-status">Status</Label>
        <select
          id="filter-status"
          className={`${SELECT} block`}
          value={filters.status}
          onChange={(e) => set({ status: e.target.value as ListFilters['status'] })}
        >
          <option value="">All</option>
          {STATUSES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <Label htmlFor="filter-health">Health</Label>
        <select
          id="filter-health"
          className={`${SELECT} block`}
          value={filters.health}
          onChange={(e) => set({ health: e.target.value as ListFilters['health'] })}
        >
          <option value="">All</option>
          {HEALTH_BADGES.map((b) => (
            <option key={b} value={b}>
              {BADGE_LABELS[b]}
            </option>
          ))}
        </select>
      </div>
      {hasFilters(filters) && (
        <Button variant="ghost" size="sm" onClick={() => onFilters(NO_FILTERS)}>
          Clear filters
        </Button>
      )}
      <div className="ml-auto space-y-1">
        <Label htmlFor="page-size">Domains per page</Label>
        <select id="page-size" className={`${SELECT} block`} value={String(pageSize)} onChange={(e) => onPageSize(Number(e.target.value))}>
          {PAGE_SIZES.map((n) => (
            <option key={n} value={String(n)}>
              {n}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
