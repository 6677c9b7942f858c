import type { ReactNode } from 'react';
import { Spinner } from './spinner';

/** The part of a react-query result the states need (kept structural so ui needs no query types). */
export interface QueryStateFlags {
  isError: boolean;
  isPending: boolean;
  error: Error | null;
}

export interface QueryContentProps {
  query: QueryStateFlags;
  /** True when the query answered with no rows. */
  isEmpty: boolean;
  /** What to say then, e.g. "No results yet". */
  emptyText: string;
  children: ReactNode;
}

/**
 * The body of a polled list card: the failure (as an alert), a spinner while the first answer is on
 * its way, a quiet line when there is nothing, else the rows. A failure wins over stale rows, so a
 * broken poll is never shown as the last good answer.
 */
export function QueryContent({ query, isEmpty, emptyText, children }: QueryContentProps) {
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        {query.error?.message}
      </p>
    );
  if (query.isPending) return <Spinner />;
  if (isEmpty) return <p className="py-6 text-center text-sm text-muted-foreground">{emptyText}</p>;
  return <>{children}</>;
}
