import { useEffect } from 'react';
import { VERSION_RELOAD_DELAY_MS } from '@dop/mf-kit';
import { toast, Tooltip } from '@dop/ui';
import { useDeploymentStatus } from '../deployment/use-deployment-status';

/** How the page reloads; an object so a test can watch the call (jsdom cannot reload). */
export const pageReload = { reload: () => window.location.reload() };

/**
 * The deployment version badge. Spec 2 §4.2: when changeIndicator changes, a notice appears and the
 * page reloads after 2 s, so nobody keeps running a front end the services no longer match.
 */
export function VersionBadge() {
  const { loaded, changed } = useDeploymentStatus();

  useEffect(() => {
    if (!changed) return;
    toast({ title: 'New version deployed', description: 'The page reloads in 2 seconds' });
    const timer = setTimeout(() => pageReload.reload(), VERSION_RELOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [changed]);

  if (!loaded) return null;
  return (
    <Tooltip content="Deployed version" side="bottom">
      <span tabIndex={0} className="rounded-full border border-border px-2 py-0.5 font-mono text-xs text-muted-foreground">
        v {loaded.slice(0, 7)}
      </span>
    </Tooltip>
  );
}
