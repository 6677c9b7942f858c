import { cn } from '../lib/cn';

export interface SpinnerProps {
  /** Announced to screen readers and shown beside the wheel. */
  label?: string;
  className?: string;
  /** Fill the viewport (the session check of spec 1 §2). */
  fullScreen?: boolean;
}

export function Spinner({ label = 'Загрузка...', className, fullScreen = false }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex items-center justify-center gap-3 text-muted-foreground',
        fullScreen ? 'fixed inset-0 z-50 bg-background' : 'py-8',
        className,
      )}
    >
      <span aria-hidden="true" className="h-6 w-6 animate-spin rounded-full border-2 border-muted-foreground/30 border-t-primary" />
      <span>{label}</span>
    </div>
  );
}
