// Shared shapes and message helpers of the update operators.
import type { Document } from 'bson';
import { bsonTypeNumber, TYPE_NAMES } from './bson-types';
import { toJsonish } from './format';
import type { Target } from './update-paths';
import type { UpdateOptions } from './index';

export interface OpEnv {
  doc: Document;
  opts: UpdateOptions;
}

export type OpApply = (t: Target, arg: unknown, env: OpEnv) => void;

export const typeName = (v: unknown): string => TYPE_NAMES[bsonTypeNumber(v)] ?? 'object';

export function idText(env: OpEnv): string {
  return `{_id: ${toJsonish(env.doc._id)}}`;
}
