// The unified format's "Evaluating Matches": expected values are query-like, root-level documents may
// carry extra fields, nested ones may not, arrays match element by element, numbers match across types,
// and $$-operators ($$exists, $$type, $$unsetOrMatches, $$matchesEntity, $$lte, …) assert specially.
import { EJSON } from 'bson';
import { bsonTypeNames, describe, isDocument, numericValue, scalarEquals } from './bson-values';

export interface MatchContext {
  /** Entities saved by saveResultAsEntity, for $$matchesEntity. */
  entity(name: string): unknown;
}

const noEntities: MatchContext = {
  entity: (name) => {
    throw new Error(`unknown entity ${name}`);
  },
};

/** The operator of `{ $$op: arg }` (first and only key starting with "$$"), else null. */
function operatorOf(v: unknown): string | null {
  if (!isDocument(v)) return null;
  const keys = Object.keys(v);
  return keys.length === 1 && keys[0].startsWith('$$') ? keys[0] : null;
}

/** Null on a match; otherwise where and how it differs (one line). */
export function match(expected: unknown, actual: unknown, root: boolean, path = '', ctx: MatchContext = noEntities): string | null {
  const op = operatorOf(expected);
  if (op) return matchOperator(op, (expected as Record<string, unknown>)[op], actual, root, path, ctx);
  const at = path || '(root)';
  if (isDocument(expected)) {
    if (!isDocument(actual)) return `${at}: expected a document, got ${describe(actual)}`;
    for (const [key, value] of Object.entries(expected)) {
      const sub = path ? `${path}.${key}` : key;
      const keyOp = operatorOf(value);
      if (keyOp === '$$exists') {
        const exists = Object.prototype.hasOwnProperty.call(actual, key) && actual[key] !== undefined;
        if (exists !== (value as Record<string, unknown>).$$exists)
          return `${sub}: expected $$exists ${String((value as Record<string, unknown>).$$exists)}`;
        continue;
      }
      if (keyOp === '$$unsetOrMatches' && actual[key] === undefined) continue;
      if (!(key in actual) || (actual[key] === undefined && keyOp === null)) return `${sub}: missing (expected ${describe(value)})`;
      const diff = match(value, actual[key], false, sub, ctx);
      if (diff) return diff;
    }
    if (!root) {
      const extra = Object.keys(actual).filter((k) => !(k in expected) && actual[k] !== undefined);
      if (extra.length > 0) return `${at}: unexpected field(s) ${extra.join(', ')} in ${describe(actual)}`;
    }
    return null;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return `${at}: expected an array, got ${describe(actual)}`;
    if (actual.length !== expected.length) return `${at}: expected ${expected.length} elements, got ${actual.length}: ${describe(actual)}`;
    for (let i = 0; i < expected.length; i++) {
      const diff = match(expected[i], actual[i], false, `${path}[${i}]`, ctx);
      if (diff) return diff;
    }
    return null;
  }
  return scalarEquals(expected, actual) ? null : `${at}: expected ${describe(expected)}, got ${describe(actual)}`;
}

/** Arrays of root-level documents (find, aggregate results): same length, each element matched as root. */
export function matchRootArray(expected: unknown, actual: unknown, ctx?: MatchContext): string | null {
  if (!Array.isArray(expected)) return match(expected, actual, true, '', ctx);
  if (!Array.isArray(actual)) return `expected an array of ${expected.length} documents, got ${describe(actual)}`;
  if (actual.length !== expected.length) return `expected ${expected.length} documents, got ${actual.length}: ${describe(actual)}`;
  for (let i = 0; i < expected.length; i++) {
    const diff = match(expected[i], actual[i], true, `[${i}]`, ctx);
    if (diff) return diff;
  }
  return null;
}

function matchOperator(op: string, arg: unknown, actual: unknown, root: boolean, path: string, ctx: MatchContext): string | null {
  const at = path || '(root)';
  switch (op) {
    case '$$unsetOrMatches':
      return actual === undefined ? null : match(arg, actual, root, path, ctx);
    case '$$exists':
      return (actual !== undefined) === arg ? null : `${at}: expected $$exists ${String(arg)}`;
    case '$$type': {
      const wanted = Array.isArray(arg) ? (arg as string[]) : [arg as string];
      if (actual === undefined) return `${at}: missing (expected $$type ${wanted.join('|')})`;
      const names = bsonTypeNames(actual);
      return wanted.some((w) => names.includes(w))
        ? null
        : `${at}: expected $$type ${wanted.join('|')}, got ${names[0]} ${describe(actual)}`;
    }
    case '$$matchesEntity':
      return match(ctx.entity(String(arg)), actual, root, path, ctx);
    case '$$matchesHexBytes': {
      const hex = Buffer.isBuffer(actual)
        ? actual.toString('hex')
        : actual instanceof Uint8Array
          ? Buffer.from(actual).toString('hex')
          : String(actual);
      return hex.toLowerCase() === String(arg).toLowerCase() ? null : `${at}: expected bytes ${String(arg)}, got ${hex}`;
    }
    case '$$lte': {
      const a = numericValue(actual);
      const e = numericValue(arg);
      return a !== undefined && e !== undefined && a <= e ? null : `${at}: expected <= ${describe(arg)}, got ${describe(actual)}`;
    }
    case '$$matchAsDocument':
      if (typeof actual !== 'string') return `${at}: expected an extended JSON string, got ${describe(actual)}`;
      return match(arg, EJSON.parse(actual, { relaxed: true }), false, path, ctx);
    case '$$matchAsRoot':
      return match(arg, actual, true, path, ctx);
    default:
      return `${at}: unsupported matching operator ${op}`;
  }
}
