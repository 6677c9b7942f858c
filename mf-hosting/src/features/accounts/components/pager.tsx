// Page controls and the per-page input (spec 2 §5: 1-1000, hosting default 5, invalid resets to 5).
// The input shows what is typed; the value is applied (or reset) when the field is left or Enter pressed.
import { Button, Input, Label } from '@dop/ui';
import { useState } from 'react';
import { HOSTING_PER_PAGE_DEFAULT, parsePerPage, PER_PAGE_MAX, PER_PAGE_MIN } from '../lib/paging';

export interface PagerProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  perPage: number;
  onPerPage: (perPage: number) => void;
}

export function Pager({ page, totalPages, onPage, perPage, onPerPage }: PagerProps) {
  const [text, setText] = useState(String(perPage || HOSTING_PER_PAGE_DEFAULT));
  const apply = () => {
    const value = parsePerPage(text);
    setText(String(value));
    onPerPage(value);
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <div className="flex items-center gap-2">
        <Label htmlFor="diorhost-per-page">Per page</Label>
        <Input
          id="diorhost-per-page"
          className="h-8 w-20"
          type="number"
          min={PER_PAGE_MIN}
          max={PER_PAGE_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={apply}
          onKeyDown={(e) => e.key === 'Enter' && apply()}
        />
      </div>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <span>
          Page {page} of {totalPages}
        </span>
        <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </div>
    </div>
  );
}
