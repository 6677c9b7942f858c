import { Button } from '@dop/ui';
import { useDeploymentStatus } from '../deployment/use-deployment-status';

/**
 * The deployment version badge. When the gateway reports a new deployment the badge offers a
 * reload instead of forcing one, so nobody loses a half-filled form.
 */
export function VersionBadge() {
  const { loaded, changed } = useDeploymentStatus();
  if (!loaded) return null;
  return (
    <div className="flex items-center gap-2">
      <span
        className="rounded-full border border-border px-2 py-0.5 font-mono text-xs text-muted-foreground"
        title="Deployed front-end version"
      >
        v {loaded.slice(0, 7)}
      </span>
      {changed && (
        <Button size="sm" variant="secondary" onClick={() => window.location.reload()}>
          New version: reload
        </Button>
      )}
    </div>
  );
}
