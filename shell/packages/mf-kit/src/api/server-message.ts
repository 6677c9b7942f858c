// A toast shows the server's own words (design.md §7, §8): an ApiError's message from the shared error
// body when the server gave one, else its "<status>: <status text>"; any other Error its message.
import { isApiError } from './api-error';

/** The server's message from an api client error; else the error's text; '' for anything not an Error. */
export function serverMessage(error: unknown): string {
  if (isApiError(error)) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message.trim() : '';
}
