import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getAudit } from '../api/audit-api';
import { useAuditFilters } from '../stores/audit-filter-store';

export function useAudit() {
  const filters = useAuditFilters((s) => s.filters);
  const page = useAuditFilters((s) => s.page);
  return useQuery({
    queryKey: ['settings', 'audit', { ...filters, page }],
    queryFn: ({ signal }) => getAudit(filters, page, signal),
    placeholderData: keepPreviousData,
  });
}
