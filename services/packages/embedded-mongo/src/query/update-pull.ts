// $pull and $pullAll: remove the array elements a condition or a list of values selects.
import type { Document } from 'bson';
import { isPlainObject } from './bson-types';
import { compareValues } from './compare';
import { badValue } from './errors';
import { compileField, compileFilter } from './match';
import { isOperatorObject } from './match-ops';
import { typeName, type OpApply, type OpEnv } from './update-op-types';
import { getAt, setAt } from './update-paths';

// Operators that make a $pull condition a query on each element document ({$or: [{a: 1}, …]}, as
// mongoose sends for doc.arr.pull(subdoc) without _id), not a test of each element's value ({$gt: 1}).
const DOCUMENT_OPERATORS = new Set([
  '$and',
  '$or',
  '$nor',
  '$expr',
  '$jsonSchema',
  '$alwaysTrue',
  '$alwaysFalse',
  '$where',
  '$text',
  '$comment',
]);

function pullPredicate(cond: unknown, env: OpEnv): (e: unknown) => boolean {
  if (isOperatorObject(cond) && !DOCUMENT_OPERATORS.has(Object.keys(cond as Document)[0])) {
    const m = compileField('x', cond, env.opts);
    return (e) => m({ x: e });
  }
  if (isPlainObject(cond)) {
    const m = compileFilter(cond, env.opts);
    return (e) => isPlainObject(e) && m(e);
  }
  const m = compileField('x', cond, env.opts);
  return (e) => (Array.isArray(e) ? compareValues(e, cond, env.opts) === 0 : m({ x: e }));
}

export const pull: OpApply = (t, arg, env) => {
  const cur = getAt(t.parent, t.key);
  if (cur === undefined) return;
  if (!Array.isArray(cur)) throw badValue('Cannot apply $pull to a non-array value');
  const p = pullPredicate(arg, env);
  setAt(
    t.parent,
    t.key,
    cur.filter((e) => !p(e)),
  );
};

export const pullAll: OpApply = (t, arg, env) => {
  if (!Array.isArray(arg)) throw badValue(`$pullAll requires an array argument but was given a ${typeName(arg)}`);
  const cur = getAt(t.parent, t.key);
  if (cur === undefined) return;
  if (!Array.isArray(cur)) throw badValue('Cannot apply $pull to a non-array value');
  setAt(
    t.parent,
    t.key,
    cur.filter((e) => !arg.some((x) => compareValues(e, x, env.opts) === 0)),
  );
};
