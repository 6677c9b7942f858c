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
  // mongoose queues queries while disconnected and gives up after bufferTimeoutMS with a plain MongooseError.
  const buffered = e.name === 'MongooseError' && /buffering timed out/.test(String((err as Error).message));
  if ((e.name && UNREACHABLE.has(e.name)) || buffered) {
    return new HttpError(503, 'database_unavailable', 'The database is not reachable at the moment; try again shortly');
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
