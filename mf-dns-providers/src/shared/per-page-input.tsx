// Per-page input (spec 2 §5): 1 to 1000; anything else falls back to the default when committed.
import { useEffect, useState } from 'react';

export const PER_PAGE_MIN = 1;
export const PER_PAGE_MAX = 1000;

export function clampPerPage(raw: string, fallback: number): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= PER_PAGE_MIN && n <= PER_PAGE_MAX ? n : fallback;
}

export function PerPageInput({
  id,
  value,
  fallback,
  onCommit,
}: {
  id: string;
  value: number;
  fallback: number;
  onCommit: (n: number) => void;
}) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = () => {
    const n = clampPerPage(text, fallback);
    setText(String(n));
    onCommit(n);
  };
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm">
      Per page
      <input
        id={id}
        type="number"
        min={PER_PAGE_MIN}
        max={PER_PAGE_MAX}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
        className="h-8 w-20 rounded-md border border-input bg-background px-2"
      />
    </label>
  );
}
