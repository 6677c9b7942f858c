// Array update operators: $push (with $each/$position/$sort/$slice), $addToSet, $pop ($pull, $pullAll: update-pull.ts).
import type { Document } from 'bson';
import { isNumeric, isPlainObject, toNumber } from './bson-types';
import { compareValues } from './compare';
import { cloneDeep } from './doc-util';
import { badValue, mongoError } from './errors';
import { toJsonish } from './format';
import { compileSort } from './sort';
import { idText, typeName, type OpApply, type OpEnv } from './update-op-types';
import { getAt, setAt, type Target } from './update-paths';
import { pull, pullAll } from './update-pull';

function requireArray(t: Target, cur: unknown, env: OpEnv, op: string): unknown[] | undefined {
  if (cur === undefined) return undefined;
  if (!Array.isArray(cur)) {
    if (op === '$pop') throw mongoError(14, `Path '${t.path}' contains an element of non-array type '${typeName(cur)}'`);
    throw badValue(`The field '${t.path}' must be an array but is of type ${typeName(cur)} in document ${idText(env)}`);
  }
  return cur;
}

function pushModifiers(arg: unknown): { each: unknown[]; slice?: number; sort?: unknown; position?: number } {
  if (!isPlainObject(arg) || !('$each' in arg)) return { each: [arg] };
  const out: { each: unknown[]; slice?: number; sort?: unknown; position?: number } = { each: [] };
  for (const k of Object.keys(arg)) {
    const v = arg[k];
    switch (k) {
      case '$each':
        if (!Array.isArray(v)) throw badValue(`The argument to $each in $push must be an array but it was of type: ${typeName(v)}`);
        out.each = v;
        break;
      case '$slice':
        if (!isNumeric(v) || !Number.isInteger(toNumber(v)))
          throw badValue('The value for $slice must be an integer value but was given type: ' + typeName(v));
        out.slice = toNumber(v);
        break;
      case '$position':
        if (!isNumeric(v) || !Number.isInteger(toNumber(v)))
          throw badValue('The value for $position must be an integer value, not of type: ' + typeName(v));
        out.position = toNumber(v);
        break;
      case '$sort':
        out.sort = v;
        break;
      default:
        throw badValue(`Unrecognized clause in $push: ${k}`);
    }
  }
  return out;
}

function sortArray(arr: unknown[], spec: unknown, env: OpEnv): unknown[] {
  if (isNumeric(spec)) {
    const dir = toNumber(spec);
    if (dir !== 1 && dir !== -1) throw badValue('The $sort element value must be either 1 or -1');
    return [...arr].sort((a, b) => dir * compareValues(a, b, env.opts));
  }
  if (!isPlainObject(spec) || Object.keys(spec).length === 0)
    throw badValue('The $sort is invalid: use 1/-1 to sort the whole element, or {field:1/-1} to sort embedded fields');
  for (const [path, dir] of Object.entries(spec)) {
    if (path === '' || path.split('.').some((p) => p === ''))
      throw badValue('The $sort field is a dotted field but has an empty part: ' + path);
    if (!isNumeric(dir) || (toNumber(dir) !== 1 && toNumber(dir) !== -1)) throw badValue('The $sort element value must be either 1 or -1');
  }
  const cmp = compileSort(spec, env.opts);
  return [...arr].sort((a, b) => cmp((isPlainObject(a) ? a : {}) as Document, (isPlainObject(b) ? b : {}) as Document));
}

const push: OpApply = (t, arg, env) => {
  const m = pushModifiers(arg);
  const cur = getAt(t.parent, t.key);
  let arr = requireArray(t, cur, env, '$push') ?? [];
  const items = m.each.map(cloneDeep);
  if (m.position === undefined) arr.push(...items);
  else {
    const pos = m.position < 0 ? Math.max(arr.length + m.position, 0) : Math.min(m.position, arr.length);
    arr.splice(pos, 0, ...items);
  }
  if (m.sort !== undefined) arr = sortArray(arr, m.sort, env);
  if (m.slice !== undefined) arr = m.slice >= 0 ? arr.slice(0, m.slice) : arr.slice(Math.max(arr.length + m.slice, 0));
  setAt(t.parent, t.key, arr);
};

const addToSet: OpApply = (t, arg, env) => {
  let items: unknown[] = [arg];
  if (isPlainObject(arg) && '$each' in arg) {
    if (!Array.isArray(arg.$each))
      throw badValue(`The argument to $each in $addToSet must be an array but it was of type ${typeName(arg.$each)}`);
    items = arg.$each;
  }
  const cur = getAt(t.parent, t.key);
  const arr = requireArray(t, cur, env, '$addToSet') ?? [];
  for (const it of items) {
    if (!arr.some((e) => compareValues(e, it) === 0)) arr.push(cloneDeep(it));
  }
  setAt(t.parent, t.key, arr);
};

const pop: OpApply = (t, arg, env) => {
  if (!isNumeric(arg) || (toNumber(arg) !== 1 && toNumber(arg) !== -1)) {
    throw badValue(`$pop expects 1 or -1, found: ${toJsonish(arg)}`);
  }
  const cur = getAt(t.parent, t.key);
  const arr = requireArray(t, cur, env, '$pop');
  if (!arr) return;
  setAt(t.parent, t.key, toNumber(arg) === 1 ? arr.slice(0, -1) : arr.slice(1));
};

export const ARRAY_OPS: Record<string, OpApply> = { $push: push, $addToSet: addToSet, $pull: pull, $pullAll: pullAll, $pop: pop };
