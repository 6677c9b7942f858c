// The 400 for an import file with bad lines: the first ones named with their line and reason (the
// details carry them all), so the user fixes the file and sends it again; nothing of it was applied.
import { badRequest, type HttpError } from '@dop/service-kit';

const LISTED_PROBLEMS = 10;

export function refusedFile(
  what: string,
  problems: Array<{ line: number; reason: string }>,
  details: Record<string, unknown> = {},
): HttpError {
  const listed = problems.slice(0, LISTED_PROBLEMS).map((p) => (p.line ? `line ${p.line}: ${p.reason}` : p.reason));
  const more = problems.length > LISTED_PROBLEMS ? `; and ${problems.length - LISTED_PROBLEMS} more` : '';
  return badRequest(`The ${what} was not imported: ${listed.join('; ')}${more}`, { problems, ...details });
}
