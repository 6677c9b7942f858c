// The Audit sub-tab's applied filters and page (UI state; the entries themselves live in react-query).
import { create } from 'zustand';
import type { AuditFilters } from '../api/audit-api';

export const NO_FILTERS: AuditFilters = { actor: '', action: '', from: '', to: '' };

interface AuditFilterState {
  filters: AuditFilters;
  page: number;
  apply: (filters: AuditFilters) => void;
  setPage: (page: number) => void;
}

export const useAuditFilters = create<AuditFilterState>((set) => ({
  filters: NO_FILTERS,
  page: 1,
  apply: (filters) => set({ filters, page: 1 }),
  setPage: (page) => set({ page }),
}));
