// Shorthands for the MongoDB errors the query layer raises.
import { MongoCommandError } from '../engine/types';

const NAMES: Record<number, string> = {
  2: 'BadValue',
  9: 'FailedToParse',
  14: 'TypeMismatch',
  16: 'InvalidLength',
  17: 'ProtocolError',
  27: 'IndexNotFound',
  28: 'PathNotViable',
  40: 'ConflictingUpdateOperators',
  52: 'DollarPrefixedFieldName',
  54: 'NotSingleValueField',
  55: 'InvalidDBRef',
  56: 'EmptyFieldName',
  57: 'DottedFieldName',
  66: 'ImmutableField',
  72: 'InvalidOptions',
  115: 'CommandNotSupported',
  146: 'ExceededMemoryLimit',
  168: 'InvalidPipelineOperator',
  224: 'QueryFeatureNotAllowed',
  15: 'Overflow',
  31: 'RoleDataInconsistent',
};

/** A MongoCommandError with MongoDB's code name (LocationNNNN for codes without a name). */
export function mongoError(code: number, message: string): MongoCommandError {
  return new MongoCommandError(code, message, NAMES[code] ?? `Location${code}`);
}

export function badValue(message: string): MongoCommandError {
  return mongoError(2, message);
}
