// The list's page size (issue 31): 10 by default (spec 1 §9), or 50 / 100 / 500, remembered per user
// in this browser. Anything else stored reads as the default.
import { DOMAIN_PAGE_SIZES } from '@dop/contracts/domains';

export const PAGE_SIZES: readonly number[] = DOMAIN_PAGE_SIZES;
export const DEFAULT_PAGE_SIZE = 10;

export const pageSizeKey = (userId: string | null | undefined) => `dop.domains.pageSize.${userId ?? 'anonymous'}`;

export function readPageSize(userId: string | null | undefined): number {
  try {
    const stored = Number(localStorage.getItem(pageSizeKey(userId)));
    return PAGE_SIZES.includes(stored) ? stored : DEFAULT_PAGE_SIZE;
  } catch {
    return DEFAULT_PAGE_SIZE;
  }
}

export function storePageSize(userId: string | null | undefined, size: number): void {
  try {
    if (PAGE_SIZES.includes(size)) localStorage.setItem(pageSizeKey(userId), String(size));
  } catch {
    // Storage refused (private mode, quota): the choice lasts for this visit only.
  }
}
