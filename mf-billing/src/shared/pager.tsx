// Previous / next with "page of pages" for the billing lists; hidden when everything fits on one page.
import { Button } from '@dop/ui';

export interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label: string;
}

export function Pager({ page, totalPages, onPage, label }: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-end gap-2 text-sm">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span aria-live="polite">
        {page} / {totalPages}
      </span>
      <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
