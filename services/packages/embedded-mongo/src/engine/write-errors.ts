// Converting a failure of one document of a write command into its `writeErrors` entry.
import { MongoCommandError, type WriteError } from './types';

export function toWriteError(index: number, err: unknown): WriteError {
  // An interrupted command (its maxTimeMS passed) fails as a whole, as mongod's interruptions do.
  if (err instanceof MongoCommandError && err.code !== 50) {
    const out: WriteError = { index, code: err.code, errmsg: err.message };
    if (err.extra.keyPattern) out.keyPattern = err.extra.keyPattern;
    if (err.extra.keyValue) out.keyValue = err.extra.keyValue;
    if (err.extra.errInfo) out.errInfo = err.extra.errInfo;
    return out;
  }
  // Anything else is a storage failure: the whole command must fail, not one document.
  throw err;
}
