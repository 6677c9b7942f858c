import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from './button';

export interface TableScrollProps {
  /** Names the scrolling region for screen readers, e.g. the table's own label. */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * A wide table scrolls sideways inside its card instead of widening the page (a phone is 390 px).
 * The region is focusable, so keyboard users can scroll it with the arrow keys (WCAG 2.1.1; axe's
 * scrollable-region-focusable rule).
 */
export function TableScroll({ label, className, children }: TableScrollProps) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={cn('w-full max-w-full overflow-x-auto rounded-sm', focusRing, className)}>
      {children}
    </div>
  );
}
