// The per-page input of the account list (spec 2 §5: 1-1000, hosting default 5, invalid resets to 5).
// It shows what is typed; the value is applied (or reset) when the field is left or Enter pressed.
import { Input, Label } from '@dop/ui';
import { useState } from 'react';
import { HOSTING_PER_PAGE_DEFAULT, parsePerPage, PER_PAGE_MAX, PER_PAGE_MIN } from '../lib/paging';

export function PerPageField({ perPage, onPerPage }: { perPage: number; onPerPage: (perPage: number) => void }) {
  const [text, setText] = useState(String(perPage || HOSTING_PER_PAGE_DEFAULT));
  const apply = () => {
    const value = parsePerPage(text);
    setText(String(value));
    onPerPage(value);
  };
  return (
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
  );
}
