import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Card } from './card';

export interface EmptyStateProps {
  children: ReactNode;
  className?: string;
}

/** A card saying there is nothing to show yet, and why. */
export function EmptyState({ children, className }: EmptyStateProps) {
  return (
    <Card className={cn('border-dashed p-10 text-center text-sm text-muted-foreground', className)}>
      <p>{children}</p>
    </Card>
  );
}
