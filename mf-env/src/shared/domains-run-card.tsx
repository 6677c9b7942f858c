// The form card of both tabs (spec 2 §2.7): title, the domains box, the tab's own options, the
// validation message, the run button and "done / total" while the run is under way.
import { Button, Card, CardContent, CardHeader, CardTitle, Label, Spinner } from '@dop/ui';
import type { ReactNode } from 'react';
import type { DomainProgress } from './use-domain-run';

export interface DomainsRunCardProps {
  title: string;
  /** Id of the domains box, which its label points at. */
  domainsId: string;
  domains: string;
  onDomains: (text: string) => void;
  /** The validation message of the last attempt, if it was refused. */
  problem: string | null;
  action: string;
  onRun: () => void;
  progress: DomainProgress | null;
  /** The tab's options between the domains and the button. */
  children: ReactNode;
}

export function DomainsRunCard(props: DomainsRunCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{props.title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <Label htmlFor={props.domainsId}>Domains (one per line)</Label>
        <textarea
          id={props.domainsId}
          className="min-h-32 w-full rounded-md border bg-background p-2 font-mono text-sm"
          value={props.domains}
          onChange={(e) => props.onDomains(e.target.value)}
        />
        {props.children}
        {props.problem && (
          <p role="alert" className="text-sm text-red-600">
            {props.problem}
          </p>
        )}
        <div className="flex items-center gap-3">
          <Button onClick={props.onRun} disabled={props.progress !== null}>
            {props.action}
          </Button>
          {props.progress && (
            <span className="flex items-center gap-2 text-sm">
              <Spinner /> {props.progress.done} / {props.progress.total}
            </span>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
