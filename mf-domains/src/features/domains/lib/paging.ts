// Spec 1 §2/§9: 'Страница X из Y (загружено N доменов)'; 10 a page by default, other page sizes from
// the page-size choice (issue 31). The server pages, so N is the count of matching domains.
export const PAGE_SIZE = 10;

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function pageText(page: number, total: number, pageSize = PAGE_SIZE): string {
  return `Страница ${page} из ${pageCount(total, pageSize)} (загружено ${total} доменов)`;
}
