// Spec 2 §2.12: the installation console — the followed job's lines, oldest first, scrolled to the
// newest — with the live connection's state (reconnect attempts of §4.2).
import { useEffect, useRef } from 'react';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@dop/ui';
import { RECONNECT } from '../lib/reconnect-policy';
import type { LiveState } from '../hooks/use-ssh-live';
import { useSshStore, type ConsoleLevel } from '../stores/ssh-store';

// The console is dark in both themes (slate-950), so its colours are fixed light shades (AA on it), not theme tokens.
const COLOURS: Record<ConsoleLevel, string> = {
  info: 'text-slate-200',
  success: 'text-green-400',
  warning: 'text-yellow-300',
  error: 'text-red-400',
};

function statusText({ status, attempt }: LiveState): string {
  if (status === 'open') return 'Live';
  if (status === 'reconnecting') return `Reconnecting (attempt ${attempt} of ${RECONNECT.maxAttempts})`;
  if (status === 'gave-up') return 'Disconnected';
  if (status === 'closed') return 'Closed';
  return 'Connecting';
}

export function InstallConsole({ live }: { live: LiveState }) {
  const { lines, currentJobId, clearConsole } = useSshStore();
  const end = useRef<HTMLDivElement>(null);
  // Braces matter: newer browsers return a promise from scrollIntoView, and React would call a
  // returned value as the effect's cleanup.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [lines.length]);

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>Installation console</CardTitle>
        <div className="flex items-center gap-3 text-sm">
          <span role="status" aria-label="Live connection" data-status={live.status}>
            {statusText(live)}
          </span>
          {currentJobId && <span className="font-mono text-xs text-muted-foreground">job {currentJobId}</span>}
          <Button variant="outline" size="sm" onClick={clearConsole} disabled={lines.length === 0}>
            Clear
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        <div
          role="log"
          aria-label="Installation console"
          className="max-h-96 min-h-32 overflow-y-auto rounded-md bg-slate-950 p-3 font-mono text-xs"
        >
          {lines.length === 0 && <p className="text-slate-400">No output yet</p>}
          {lines.map((l) => (
            <p key={l.key} className={`whitespace-pre-wrap ${l.stream === 'stderr' ? 'text-orange-300' : COLOURS[l.level]}`}>
              {l.text}
            </p>
          ))}
          <div ref={end} />
        </div>
      </CardContent>
    </Card>
  );
}
