// 'Предыдущая' / 'Следующая' and 'Страница X из Y (загружено N доменов)'; the server pages (issue 31),
// so Y follows the matching count and the chosen page size.
import { Button } from '@dop/ui';
import { pageCount, pageText } from '../lib/paging';

export interface DomainPagerProps {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}

export function DomainPager({ page, total, pageSize, onPage }: DomainPagerProps) {
  const last = pageCount(total, pageSize);
  return (
    <div className="flex items-center justify-between gap-2 pt-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Предыдущая
      </Button>
      <span className="text-sm text-muted-foreground">{pageText(page, total, pageSize)}</span>
      <Button variant="outline" size="sm" disabled={page >= last} onClick={() => onPage(page + 1)}>
        Следующая
      </Button>
    </div>
  );
}
