// Database errors that are really the client's doing: a duplicate is a 409 and a value mongoose
// cannot cast or validate is a 400 (design.md §8: never a 500 for bad input). A database that cannot
// be reached (restarting, network) is a 503 the caller may retry, not an internal error.
import { badRequest, conflict, HttpError } from './http-error';

/** The driver's names for "the server is not reachable right now" (mongodb 6: error classes). */
const UNREACHABLE = new Set([
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoServerSelectionError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
]);

/**
 * A command written on a socket the server just closed fails with Node's own error, not a driver
 * class: "This socket has been ended by the other party" (EPIPE). It counts when the driver raised it.
 */
const SOCKET_CODES = new Set(['EPIPE', 'ECONNRESET', 'ECONNREFUSED']);
const raisedByDriver = (stack: string) => /[/\\]mongodb[/\\]/.test(stack);

/** The database cannot be reached right now (restarting, network): worth trying again shortly. */
export function isDatabaseUnreachable(err: unknown): boolean {
  // Not instanceof Error: Node's own errors may come from another realm (a vm context, jest).
  if (typeof err !== 'object' || err === null) return false;
  const e = err as { name?: unknown; message?: unknown; code?: unknown; stack?: unknown };
  if (typeof e.name === 'string' && UNREACHABLE.has(e.name)) return true;
  // mongoose queues queries while disconnected and gives up after bufferTimeoutMS with a plain MongooseError.
  if (e.name === 'MongooseError' && /buffering timed out/.test(String(e.message))) return true;
  return typeof e.code === 'string' && SOCKET_CODES.has(e.code) && raisedByDriver(String(e.stack ?? ''));
}

interface MaybeMongoError {
  name?: string;
  code?: unknown;
  keyPattern?: Record<string, unknown>;
  keyValue?: Record<string, unknown>;
  path?: string;
  errors?: Record<string, { path?: string; message?: string }>;
}

export function fromMongoError(err: unknown): HttpError | null {
  if (typeof err !== 'object' || err === null) return null;
  const e = err as MaybeMongoError;
  if (isDatabaseUnreachable(err)) {
    return new HttpError('database_unavailable');
  }
  if (e.code === 11000) {
    const fields = Object.keys(e.keyPattern ?? e.keyValue ?? {});
    const label = fields.length ? fields.join(', ') : 'a unique field';
    return conflict(`Already exists: duplicate value for ${label}`, { fields, keyValue: e.keyValue });
  }
  if (e.name === 'CastError' && e.path) {
    return badRequest(`Invalid value for ${e.path}`, [{ in: 'body', path: e.path, message: 'invalid value' }]);
  }
  if (e.name === 'ValidationError' && e.errors) {
    const details = Object.values(e.errors).map((v) => ({ in: 'body', path: v.path ?? '', message: v.message ?? 'invalid' }));
    return badRequest(`Invalid request: ${details.map((d) => `body.${d.path}: ${d.message}`).join('; ')}`, details);
  }
  return null;
}
