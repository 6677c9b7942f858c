export interface PageSlice<T> {
  rows: T[];
  /** The requested page clamped into 1..totalPages. */
  page: number;
  totalPages: number;
}

/** The slice of `items` on `page` (1-based), with the page clamped into range; an empty list has one page. */
export function pageOf<T>(items: T[], page: number, perPage: number): PageSlice<T> {
  const totalPages = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, page), totalPages);
  return { rows: items.slice((current - 1) * perPage, current * perPage), page: current, totalPages };
}
