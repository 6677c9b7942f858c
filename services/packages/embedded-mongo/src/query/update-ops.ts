// The update operators, each applied to one resolved target.
import { Int32, Long, Timestamp, type Document } from 'bson';
import { isNumeric, isPlainObject, numKind, TYPE_NAMES, bsonTypeNumber, toNumber } from './bson-types';
import { compareValues } from './compare';
import { badValue, mongoError } from './errors';
import { cloneDeep } from './doc-util';
import { toJsonish } from './format';
import { compileField, compileFilter } from './match';
import { isOperatorObject } from './match-ops';
import { addNumbers, multiplyNumbers } from './numeric';
import { compileSort } from './sort';
import { getAt, setAt, unsetAt, type Target } from './update-paths';
import type { UpdateOptions } from './index';

export interface OpEnv {
  doc: Document;
  opts: UpdateOptions;
}

export type OpApply = (t: Target, arg: unknown, env: OpEnv) => void;

const typeName = (v: unknown) => TYPE_NAMES[bsonTypeNumber(v)] ?? 'object';

function idText(env: OpEnv): string {
  return `{_id: ${toJsonish(env.doc._id)}}`;
}

function requireArray(t: Target, cur: unknown, env: OpEnv, op: string): unknown[] | undefined {
  if (cur === undefined) return undefined;
  if (!Array.isArray(cur)) {
    if (op === '$pop') throw mongoError(14, `Path '${t.path}' contains an element of non-array type '${typeName(cur)}'`);
    throw badValue(`The field '${t.path}' must be an array but is of type ${typeName(cur)} in document ${idText(env)}`);
  }
  return cur;
}

function arith(op: '$inc' | '$mul'): OpApply {
  return (t, arg, env) => {
    if (!isNumeric(arg)) {
      const verb = op === '$inc' ? 'increment' : 'multiply';
      throw mongoError(14, `Cannot ${verb} with non-numeric argument: {${t.path}: ${toJsonish(arg)}}`);
    }
    const cur = getAt(t.parent, t.key);
    if (cur === undefined) {
      setAt(t.parent, t.key, op === '$inc' ? arg : multiplyNumbers(new Int32(0), arg));
      return;
    }
    if (!isNumeric(cur)) {
      throw mongoError(14, `Cannot apply ${op} to a value of non-numeric type. ${idText(env)} has the field '${String(t.key)}' of non-numeric type ${typeName(cur)}`);
    }
    setAt(t.parent, t.key, op === '$inc' ? addNumbers(cur, arg) : multiplyNumbers(cur, arg));
  };
}

function minMax(sign: number): OpApply {
  return (t, arg, env) => {
    const cur = getAt(t.parent, t.key);
    if (cur === undefined || compareValues(arg, cur, env.opts) * sign > 0) setAt(t.parent, t.key, cloneDeep(arg));
  };
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
        if (!isNumeric(v) || !Number.isInteger(toNumber(v))) throw badValue('The value for $slice must be an integer value but was given type: ' + typeName(v));
        out.slice = toNumber(v);
        break;
      case '$position':
        if (!isNumeric(v) || !Number.isInteger(toNumber(v))) throw badValue('The value for $position must be an integer value, not of type: ' + typeName(v));
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
  if (!isPlainObject(spec) || Object.keys(spec).length === 0) throw badValue('The $sort is invalid: use 1/-1 to sort the whole element, or {field:1/-1} to sort embedded fields');
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
    if (!Array.isArray(arg.$each)) throw badValue(`The argument to $each in $addToSet must be an array but it was of type ${typeName(arg.$each)}`);
    items = arg.$each;
  }
  const cur = getAt(t.parent, t.key);
  const arr = requireArray(t, cur, env, '$addToSet') ?? [];
  for (const it of items) {
    if (!arr.some((e) => compareValues(e, it) === 0)) arr.push(cloneDeep(it));
  }
  setAt(t.parent, t.key, arr);
};

function pullPredicate(cond: unknown, env: OpEnv): (e: unknown) => boolean {
  if (isOperatorObject(cond)) {
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

const pull: OpApply = (t, arg, env) => {
  const cur = getAt(t.parent, t.key);
  if (cur === undefined) return;
  if (!Array.isArray(cur)) throw badValue('Cannot apply $pull to a non-array value');
  const p = pullPredicate(arg, env);
  setAt(t.parent, t.key, cur.filter((e) => !p(e)));
};

const pullAll: OpApply = (t, arg, env) => {
  if (!Array.isArray(arg)) throw badValue(`$pullAll requires an array argument but was given a ${typeName(arg)}`);
  const cur = getAt(t.parent, t.key);
  if (cur === undefined) return;
  if (!Array.isArray(cur)) throw badValue('Cannot apply $pull to a non-array value');
  setAt(t.parent, t.key, cur.filter((e) => !arg.some((x) => compareValues(e, x, env.opts) === 0)));
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

const bit: OpApply = (t, arg, env) => {
  if (!isPlainObject(arg)) throw badValue(`The $bit modifier is not compatible with a ${typeName(arg)}. You must pass in an embedded document: {$bit: {field: {and/or/xor: #}}`);
  let cur = getAt(t.parent, t.key);
  if (cur === undefined) cur = new Int32(0);
  if (numKind(cur) !== 'int' && numKind(cur) !== 'long') {
    throw badValue(`Cannot apply $bit to a value of non-integral type.${idText(env)} has the field ${String(t.key)} of non-integer type ${typeName(cur)}`);
  }
  let kind = numKind(cur)!;
  let v = numKind(cur) === 'long' ? (cur as Long).toBigInt() : BigInt(toNumber(cur));
  for (const op of Object.keys(arg)) {
    const x = arg[op];
    const k = numKind(x);
    if (k !== 'int' && k !== 'long') throw badValue(`The $bit modifier field must be an Integer(32/64 bit); a '${typeName(x)}' is not supported here`);
    if (k === 'long') kind = 'long';
    const b = k === 'long' ? (x as Long).toBigInt() : BigInt(toNumber(x));
    if (op === 'and') v &= b;
    else if (op === 'or') v |= b;
    else if (op === 'xor') v ^= b;
    else throw badValue(`The $bit modifier only supports 'and', 'or', and 'xor', not '${op}' which is an unknown operator: {${op}: ${toJsonish(x)}}`);
  }
  setAt(t.parent, t.key, kind === 'int' ? new Int32(Number(BigInt.asIntN(32, v))) : Long.fromBigInt(BigInt.asIntN(64, v)));
};

let tsCounter = 0;
const currentDate: OpApply = (t, arg) => {
  let asTimestamp = false;
  if (isPlainObject(arg)) {
    if (arg.$type === 'timestamp') asTimestamp = true;
    else if (arg.$type !== 'date') throw badValue("The '$type' string field is required to be 'date' or 'timestamp': {$currentDate: {field : {$type: 'date'}}}");
  } else if (typeof arg !== 'boolean') {
    throw badValue(`${typeName(arg)} is not valid type for $currentDate. Please use a boolean ('true') or a $type expression ({$type: 'timestamp/date'}).`);
  }
  const now = new Date();
  setAt(t.parent, t.key, asTimestamp ? new Timestamp({ t: Math.floor(now.getTime() / 1000), i: ++tsCounter }) : now);
};

export const UPDATE_OPS: Record<string, OpApply> = {
  $set: (t, arg) => setAt(t.parent, t.key, cloneDeep(arg)),
  $setOnInsert: (t, arg, env) => {
    if (env.opts.isInsert) setAt(t.parent, t.key, cloneDeep(arg));
  },
  $unset: (t) => unsetAt(t.parent, t.key),
  $inc: arith('$inc'),
  $mul: arith('$mul'),
  $min: minMax(-1),
  $max: minMax(1),
  $push: push,
  $addToSet: addToSet,
  $pull: pull,
  $pullAll: pullAll,
  $pop: pop,
  $bit: bit,
  $currentDate: currentDate,
};

/** Operators that never create missing paths. */
export const NON_CREATING = new Set(['$unset', '$pull', '$pullAll', '$pop']);
