// What every answer to bad input must be (design.md §8): never a 5xx; a refusal is JSON
// `{ error: { code, message } }` with a message that names the problem, not a generic one.

export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** Status codes that refuse input as bad: nothing may be stored because of them. */
export const BAD_INPUT_STATUSES = new Set([400, 404, 405, 413, 415, 422]);

export function answerProblems(a: Answer): string[] {
  if (a.statusCode >= 500) return [`answered ${a.statusCode}: ${a.body.slice(0, 300)}`];
  if (a.statusCode < 400) return [];
  const type = String(a.headers['content-type'] ?? '');
  if (!type.includes('application/json')) return [`${a.statusCode} with content-type "${type}" instead of JSON`];
  let parsed: { error?: { code?: unknown; message?: unknown } };
  try {
    parsed = JSON.parse(a.body) as typeof parsed;
  } catch {
    return [`${a.statusCode} with a body that is not JSON: ${a.body.slice(0, 200)}`];
  }
  const { code, message } = parsed.error ?? {};
  const problems: string[] = [];
  if (typeof code !== 'string' || !code) problems.push(`${a.statusCode} without error.code: ${a.body.slice(0, 200)}`);
  if (typeof message !== 'string' || message.trim().length < 3)
    problems.push(`${a.statusCode} without an error.message: ${a.body.slice(0, 200)}`);
  return problems;
}

const POLLUTION_KEYS = ['polluted', 'isAdmin', 'userId'];

/** A prototype-pollution payload that worked leaves a key on Object.prototype for the whole process. */
export function prototypePolluted(): string | null {
  const hit = POLLUTION_KEYS.find((k) => Object.prototype.hasOwnProperty.call(Object.prototype, k));
  return hit ? `Object.prototype.${hit} was set` : null;
}
