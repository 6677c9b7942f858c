// A refused import (issue 30): the lines that refused it, each with its reason, under the service's
// summary ("… was not imported"); any other failure reads as the client's "<status>: <message>".
import { lineProblemsOf, problemText } from '../lib/line-notes';
import { LineNotes } from './line-notes';

/** '400: The zone file was not imported: line 2: …' → 'The zone file was not imported'. */
export const refusalSummary = (message: string) => message.replace(/^\d{3}:\s*/, '').split(':')[0];

export function ImportFailure({ error }: { error: Error | null }) {
  if (!error) return null;
  const problems = lineProblemsOf(error);
  return (
    <div role="alert">
      {problems.length === 0 ? (
        <p className="text-sm text-destructive">{error.message}</p>
      ) : (
        <LineNotes label={refusalSummary(error.message)} lines={problems.map(problemText)} tone="problem" />
      )}
    </div>
  );
}
