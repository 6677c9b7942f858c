import { lazy, Suspense, useCallback, useMemo, useState, type ComponentType } from 'react';
import { ErrorCard, Spinner } from '@dop/ui';
import { ErrorBoundary } from './error-boundary';

export interface RemoteBoundaryProps<P extends object> {
  /**
   * Fetches the remote's component. `attempt` is 0 at first and grows with each Retry, so the
   * loader can drop whatever it cached about a remote that failed.
   */
  load: (attempt: number) => Promise<ComponentType<P>>;
  props: P;
  /** The tab's name, for the error card's title. */
  title: string;
}

export function remoteErrorTitle(title: string): string {
  return `Failed to load ${title}`;
}

/**
 * Loads a remote lazily and contains its failures: a missing file, a manifest without the remote,
 * a script error or a crash while rendering shows an error card with Retry in place of the remote,
 * and nothing outside this boundary is affected.
 */
export function RemoteBoundary<P extends object>({ load, props, title }: RemoteBoundaryProps<P>) {
  const [attempt, setAttempt] = useState(0);

  // A fresh lazy component per attempt: React.lazy remembers a rejected promise forever.
  const Remote = useMemo(() => lazy(async () => ({ default: await load(attempt) })), [load, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return (
    <ErrorBoundary
      key={attempt}
      fallback={(error) => <ErrorCard title={remoteErrorTitle(title)} message={error.message} onRetry={retry} />}
    >
      <Suspense fallback={<Spinner label="Загрузка..." />}>
        <Remote {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
