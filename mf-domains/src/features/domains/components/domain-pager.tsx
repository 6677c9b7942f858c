// 'Предыдущая' / 'Следующая' and 'Страница X из Y (загружено N доменов)'; past the loaded pages,
// 'Следующая' loads the next 100 from the server.
import { Button } from '@dop/ui';
import { pageCount, pageText } from '../lib/paging';

export interface DomainPagerProps {
  page: number;
  loaded: number;
  hasMore: boolean;
  onPage: (page: number) => void;
  onLoadMore: () => void;
}

export function DomainPager({ page, loaded, hasMore, onPage, onLoadMore }: DomainPagerProps) {
  const last = pageCount(loaded);
  const next = () => {
    if (page < last) onPage(page + 1);
    else if (hasMore) onLoadMore();
  };
  return (
    <div className="flex items-center justify-between gap-2 pt-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Предыдущая
      </Button>
      <span className="text-sm text-muted-foreground">{pageText(page, loaded)}</span>
      <Button variant="outline" size="sm" disabled={page >= last && !hasMore} onClick={next}>
        Следующая
      </Button>
    </div>
  );
}
