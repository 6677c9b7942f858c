import type { ReactNode } from 'react';
import { Button } from './button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from './card';

export interface ErrorCardProps {
  title: string;
  message: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  /** Disables the button while a retry is in flight so it cannot be queued twice. */
  retrying?: boolean;
}

/** A failure the user can act on: role="alert" so assistive tech announces it when it appears. */
export function ErrorCard({ title, message, onRetry, retryLabel = 'Retry', retrying = false }: ErrorCardProps) {
  return (
    <Card role="alert" className="border-destructive/60">
      <CardHeader>
        <CardTitle className="text-destructive">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="break-words text-sm text-muted-foreground">{message}</p>
      </CardContent>
      {onRetry && (
        <CardFooter>
          <Button variant="outline" onClick={onRetry} disabled={retrying}>
            {retryLabel}
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}
