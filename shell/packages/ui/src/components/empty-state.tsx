import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Card, CardContent } from './card';

export interface EmptyStateProps {
  children: ReactNode;
  className?: string;
}

/** A card saying there is nothing to show yet, and why. */
export function EmptyState({ children, className }: EmptyStateProps) {
  return (
    <Card className={cn('border-dashed', className)}>
      <CardContent className="p-10 text-center text-sm text-muted-foreground">{children}</CardContent>
    </Card>
  );
}
