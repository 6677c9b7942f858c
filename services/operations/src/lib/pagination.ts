// Both paging blocks of spec 2 §3 "Pagination" from one computation.

export interface PageInfo {
  page: number;
  totalPages: number;
  total: number;
  hasPrev: boolean;
  hasNext: boolean;
}

export function pageInfo(page: number, limit: number, total: number): PageInfo {
  const totalPages = Math.ceil(total / limit);
  return { page, totalPages, total, hasPrev: page > 1, hasNext: page < totalPages };
}

/** The results form: currentPage instead of page. */
export function resultsPagination(page: number, limit: number, total: number) {
  const { page: currentPage, ...rest } = pageInfo(page, limit, total);
  return { currentPage, ...rest };
}

export const skipFor = (page: number, limit: number) => (page - 1) * limit;
