// The form card of both tabs (spec 2 §2.7): title, the domains box, the tab's own options, the
// validation message, the run button and "done / total" while the run is under way.
import { Card, CardContent, CardHeader, CardTitle, LinesField, Spinner } from '@dop/ui';
import { useState, type ReactNode } from 'react';
import { parseDomains } from './parse-domains';
import type { DomainProgress } from './use-domain-run';
import { type RouteKey, RoleButton } from '@dop/mf-kit';

export interface DomainsRunCardProps {
  title: string;
  /** Id of the domains box, which its label points at. */
  domainsId: string;
  action: string;
  /** The spec's message when these domains (with the tab's options) cannot be run, else null. */
  check: (domains: string[]) => string | null;
  run: (domains: string[]) => Promise<void>;
  progress: DomainProgress | null;
  /** The tab's options between the domains and the button. */
  children: ReactNode;
  /** The route the run calls (issue 25): the button needs that route's role. */
  route: RouteKey;
}

export function DomainsRunCard(props: DomainsRunCardProps) {
  const [text, setText] = useState('');
  // The message of the last refused attempt; cleared by the next accepted one.
  const [problem, setProblem] = useState<string | null>(null);

  async function submit() {
    const domains = parseDomains(text);
    const error = props.check(domains);
    setProblem(error);
    if (!error) await props.run(domains);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{props.title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <LinesField id={props.domainsId} value={text} onValueChange={setText} />
        {props.children}
        {problem && (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        )}
        <div className="flex items-center gap-3">
          <RoleButton route={props.route} onClick={() => void submit()} disabled={props.progress !== null}>
            {props.action}
          </RoleButton>
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
