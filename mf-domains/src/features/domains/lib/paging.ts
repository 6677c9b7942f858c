// Spec 1 §2/§9: the card pages the loaded domains 10 at a time and says
// 'Страница X из Y (загружено N доменов)'.
export const PAGE_SIZE = 10;

export function pageCount(loaded: number): number {
  return Math.max(1, Math.ceil(loaded / PAGE_SIZE));
}

export function pageText(page: number, loaded: number): string {
  return `Страница ${page} из ${pageCount(loaded)} (загружено ${loaded} доменов)`;
}

export function pageSlice<T>(items: T[], page: number): T[] {
  return items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
}
