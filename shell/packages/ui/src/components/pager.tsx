import { Button } from './button';

export interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** Accessible name of the navigation, e.g. "Results pages". */
  label: string;
  /** The "where am I" text between the buttons; "2 / 5" unless given (the hosting list says "Page 2 of 5"). */
  status?: (page: number, totalPages: number) => string;
}

const slashStatus = (page: number, totalPages: number) => `${page} / ${totalPages}`;

/**
 * Previous / next with "page of pages"; hidden when everything fits on one page.
 * The one pager of every list in the shell and the remotes (billing, DNS providers, operations panels).
 */
export function Pager({ page, totalPages, onPage, label, status = slashStatus }: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-end gap-2 text-sm">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span aria-live="polite">{status(page, totalPages)}</span>
      <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
