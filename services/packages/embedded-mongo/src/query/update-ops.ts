// Field update operators ($set, $inc, $min, $bit …) and the table of all operators.
import { Int32, Long, Timestamp } from 'bson';
import { isNumeric, isPlainObject, numKind, toNumber } from './bson-types';
import { compareValues } from './compare';
import { cloneDeep } from './doc-util';
import { badValue, mongoError } from './errors';
import { toJsonish } from './format';
import { addNumbers, multiplyNumbers } from './numeric';
import { ARRAY_OPS } from './update-array-ops';
import { idText, typeName, type OpApply } from './update-op-types';
import { getAt, setAt, unsetAt } from './update-paths';

export type { OpApply, OpEnv } from './update-op-types';

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
      throw mongoError(
        14,
        `Cannot apply ${op} to a value of non-numeric type. ${idText(env)} has the field '${String(t.key)}' of non-numeric type ${typeName(cur)}`,
      );
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

const bit: OpApply = (t, arg, env) => {
  if (!isPlainObject(arg))
    throw badValue(
      `The $bit modifier is not compatible with a ${typeName(arg)}. You must pass in an embedded document: {$bit: {field: {and/or/xor: #}}`,
    );
  let cur = getAt(t.parent, t.key);
  if (cur === undefined) cur = new Int32(0);
  if (numKind(cur) !== 'int' && numKind(cur) !== 'long') {
    throw badValue(
      `Cannot apply $bit to a value of non-integral type.${idText(env)} has the field ${String(t.key)} of non-integer type ${typeName(cur)}`,
    );
  }
  let kind = numKind(cur)!;
  let v = numKind(cur) === 'long' ? (cur as Long).toBigInt() : BigInt(toNumber(cur));
  for (const op of Object.keys(arg)) {
    const x = arg[op];
    const k = numKind(x);
    if (k !== 'int' && k !== 'long')
      throw badValue(`The $bit modifier field must be an Integer(32/64 bit); a '${typeName(x)}' is not supported here`);
    if (k === 'long') kind = 'long';
    const b = k === 'long' ? (x as Long).toBigInt() : BigInt(toNumber(x));
    if (op === 'and') v &= b;
    else if (op === 'or') v |= b;
    else if (op === 'xor') v ^= b;
    else
      throw badValue(
        `The $bit modifier only supports 'and', 'or', and 'xor', not '${op}' which is an unknown operator: {${op}: ${toJsonish(x)}}`,
      );
  }
  setAt(t.parent, t.key, kind === 'int' ? new Int32(Number(BigInt.asIntN(32, v))) : Long.fromBigInt(BigInt.asIntN(64, v)));
};

let tsCounter = 0;
const currentDate: OpApply = (t, arg) => {
  let asTimestamp = false;
  if (isPlainObject(arg)) {
    if (arg.$type === 'timestamp') asTimestamp = true;
    else if (arg.$type !== 'date')
      throw badValue("The '$type' string field is required to be 'date' or 'timestamp': {$currentDate: {field : {$type: 'date'}}}");
  } else if (typeof arg !== 'boolean') {
    throw badValue(
      `${typeName(arg)} is not valid type for $currentDate. Please use a boolean ('true') or a $type expression ({$type: 'timestamp/date'}).`,
    );
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
  ...ARRAY_OPS,
  $bit: bit,
  $currentDate: currentDate,
};

/** Operators that never create missing paths. */
export const NON_CREATING = new Set(['$unset', '$pull', '$pullAll', '$pop']);
