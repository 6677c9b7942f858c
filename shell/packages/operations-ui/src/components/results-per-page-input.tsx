import { useEffect, useState } from 'react';
import { RESULTS_PER_PAGE_MAX } from '../lib/results-per-page';

export interface ResultsPerPageInputProps {
  value: number;
  onCommit: (value: string) => void;
}

/** Typed freely, applied on blur or Enter, so clearing the field to type a new number is not a reset. */
export function ResultsPerPageInput({ value, onCommit }: ResultsPerPageInputProps) {
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const commit = () => {
    onCommit(draft);
    // The committed value may be the same number (an invalid draft resets to 10 twice): show it again.
    setDraft(String(value));
  };
  return (
    <label className="flex items-center gap-2 text-sm text-muted-foreground">
      Results per page
      <input
        type="number"
        min={1}
        max={RESULTS_PER_PAGE_MAX}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
        className="h-8 w-16 rounded-md border border-input bg-background px-2 text-foreground"
      />
    </label>
  );
}
