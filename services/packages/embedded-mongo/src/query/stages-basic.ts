// Streaming and simple blocking stages: $match $project $addFields/$set $unset $sort $skip $limit $count
// $replaceRoot/$replaceWith $unwind $sample $documents.
import { Int32, Long, type Document } from 'bson';
import { isNumeric, isPlainObject, toNumber } from './bson-types';
import { mongoError } from './errors';
import { compileExpression, evaluate, REMOVE, type Expr } from './expr';
import { typeName } from './expr-util';
import { toJsonish } from './format';
import { compileFilter } from './match';
import { isOperatorObject } from './match-ops';
import { compileProjectionWith } from './projection';
import { sortDocuments, parseSort } from './sort';
import type { PipelineContext } from './index';
import type { Stage, StageCompiler } from './pipeline';

function* mapIt(input: Iterable<Document>, f: (d: Document) => Document | undefined): Iterable<Document> {
  for (const d of input) {
    const r = f(d);
    if (r !== undefined) yield r;
  }
}

function positiveInt(v: unknown, what: string, code: number, allowZero: boolean): number {
  if (!isNumeric(v) || !Number.isInteger(toNumber(v))) throw mongoError(code, `invalid argument to ${what} stage: ${toJsonish(v)}`);
  const n = toNumber(v);
  if (n < 0 || (!allowZero && n === 0)) {
    throw mongoError(code, what === '$limit' ? 'the limit must be positive' : `invalid argument to $skip stage: Cannot be negative`);
  }
  return n;
}

type FieldSetter = { parts: string[]; expr: Expr | FieldSetter[]; key: string };

/** $addFields: an embedded plain document merges into the existing sub-document. */
function compileSetters(spec: Document, prefix = ''): FieldSetter[] {
  return Object.keys(spec).map((path) => {
    if (path.startsWith('$')) throw mongoError(16410, `FieldPath field names may not start with '$'. Consider using $getField or $setField.`);
    const v = spec[path];
    const expr = isPlainObject(v) && !isOperatorObject(v) && Object.keys(v).length > 0 ? compileSetters(v, prefix + path + '.') : compileExpression(v);
    return { parts: path.split('.'), expr, key: path };
  });
}

function setField(target: Document, parts: string[], value: unknown, i = 0): void {
  const k = parts[i];
  if (i === parts.length - 1) {
    if (value === undefined || value === REMOVE) delete target[k];
    else target[k] = value;
    return;
  }
  const cur = target[k];
  if (Array.isArray(cur)) {
    target[k] = cur.map((e) => {
      if (!isPlainObject(e)) return e;
      const copy = { ...e };
      setField(copy, parts, value, i + 1);
      return copy;
    });
    return;
  }
  const next: Document = isPlainObject(cur) ? { ...cur } : {};
  setField(next, parts, value, i + 1);
  target[k] = next;
}

function applySetters(doc: Document, root: Document, setters: FieldSetter[], vars: Document | undefined, ctx: PipelineContext): Document {
  const out: Document = { ...doc };
  for (const s of setters) {
    if (Array.isArray(s.expr)) {
      const cur = out[s.parts[0]];
      const base = isPlainObject(cur) ? cur : {};
      setField(out, s.parts, applySetters(base, root, s.expr, vars, ctx));
    } else {
      setField(out, s.parts, s.expr({ root, current: root, vars: (vars ?? {}) as Record<string, unknown>, ctx }));
    }
  }
  return out;
}

function addFields(spec: unknown, ctx: PipelineContext, name: string): Stage {
  if (!isPlainObject(spec)) throw mongoError(40272, `${name} specification stage must be an object, got ${typeName(spec)}`);
  const setters = compileSetters(spec);
  return (input) => mapIt(input, (d) => applySetters(d, d, setters, ctx.vars, ctx));
}

function replaceRoot(exprSpec: unknown, ctx: PipelineContext): Stage {
  const e = compileExpression(exprSpec);
  return (input) => mapIt(input, (d) => {
    const r = evaluate(e, d, ctx.vars, ctx);
    if (!isPlainObject(r)) {
      throw mongoError(40228, `'replacement document' must evaluate to an object, but resulting value was: ${toJsonish(r === undefined ? 'MISSING' : r)}. Type of resulting value: '${typeName(r)}'. Input document: ${toJsonish(d)}`);
    }
    return r;
  });
}

function* unwind(input: Iterable<Document>, path: string[], indexField: string | undefined, preserve: boolean): Iterable<Document> {
  const name = path[path.length - 1];
  for (const d of input) {
    let parent: unknown = d;
    for (let i = 0; i < path.length - 1 && isPlainObject(parent); i++) parent = parent[path[i]];
    const v = isPlainObject(parent) ? parent[name] : undefined;
    const emit = (value: unknown, idx: number | null, drop: boolean): Document => {
      const copy = setCopy(d, path, value, drop);
      if (indexField) setField(copy, indexField.split('.'), idx === null ? null : Long.fromNumber(idx));
      return copy;
    };
    if (Array.isArray(v) && v.length > 0) {
      for (let i = 0; i < v.length; i++) yield emit(v[i], i, false);
    } else if (Array.isArray(v) || v === undefined || v === null) {
      if (preserve) yield Array.isArray(v) ? emit(undefined, null, true) : emit(v, null, v === undefined);
    } else {
      yield emit(v, null, false);
    }
  }
}

function setCopy(doc: Document, path: string[], value: unknown, drop: boolean): Document {
  const out: Document = { ...doc };
  let cur = out;
  for (let i = 0; i < path.length - 1; i++) {
    const next = isPlainObject(cur[path[i]]) ? { ...(cur[path[i]] as Document) } : {};
    cur[path[i]] = next;
    cur = next;
  }
  if (drop) delete cur[path[path.length - 1]];
  else cur[path[path.length - 1]] = value;
  return out;
}

export const BASIC_STAGES: Record<string, StageCompiler> = {
  $match: (spec, ctx) => {
    if (!isPlainObject(spec)) throw mongoError(15959, 'the match filter must be an expression in an object');
    const m = compileFilter(spec, ctx);
    return function* (input) {
      for (const d of input) if (m(d)) yield d;
    };
  },
  $project: (spec, ctx) => {
    if (!isPlainObject(spec)) throw mongoError(15969, '$project specification must be an object');
    const p = compileProjectionWith(spec, undefined, ctx, true);
    return (input) => mapIt(input, p);
  },
  $addFields: addFields,
  $set: addFields,
  $unset: (spec, ctx) => {
    const fields = typeof spec === 'string' ? [spec] : spec;
    if (!Array.isArray(fields) || fields.length === 0 || fields.some((f) => typeof f !== 'string')) {
      throw mongoError(31002, '$unset specification must be a string or an array containing only string values');
    }
    const p = compileProjectionWith(Object.fromEntries(fields.map((f) => [f, 0])), undefined, ctx, true);
    return (input) => mapIt(input, p);
  },
  $sort: (spec, ctx) => {
    if (!isPlainObject(spec) || Object.keys(spec).length === 0) throw mongoError(15976, '$sort stage must have at least one sort key');
    parseSort(spec);
    return function* (input) {
      yield* sortDocuments([...input], spec, ctx);
    };
  },
  $skip: (spec) => {
    const n = positiveInt(spec, '$skip', 15956, true);
    return function* (input) {
      let i = 0;
      for (const d of input) if (i++ >= n) yield d;
    };
  },
  $limit: (spec) => {
    const n = positiveInt(spec, '$limit', 15958, false);
    return function* (input) {
      if (n <= 0) return;
      let i = 0;
      for (const d of input) {
        yield d;
        if (++i >= n) return;
      }
    };
  },
  $count: (spec) => {
    if (typeof spec !== 'string' || spec === '') throw mongoError(40156, 'the count field must be a non-empty string');
    if (spec.startsWith('$')) throw mongoError(40158, "the count field cannot be a $-prefixed path");
    if (spec.includes('.')) throw mongoError(40160, "the count field cannot contain '.'");
    return function* (input) {
      let n = 0;
      for (const _ of input) n++;
      if (n > 0) yield { [spec]: new Int32(n) };
    };
  },
  $replaceRoot: (spec, ctx) => {
    if (!isPlainObject(spec) || !('newRoot' in spec)) throw mongoError(40231, 'no newRoot specified for the $replaceRoot stage');
    return replaceRoot(spec.newRoot, ctx);
  },
  $replaceWith: (spec, ctx) => replaceRoot(spec, ctx),
  $unwind: (spec) => {
    const o = typeof spec === 'string' ? { path: spec } : spec;
    if (!isPlainObject(o)) throw mongoError(15981, `expected either a string or an object as specification for $unwind stage, got ${typeName(spec)}`);
    const path = o.path;
    if (typeof path !== 'string') throw mongoError(28812, 'no path specified to $unwind stage');
    if (!path.startsWith('$')) throw mongoError(28818, `path option to $unwind stage should be prefixed with a '$': ${path}`);
    const idx = o.includeArrayIndex;
    if (idx !== undefined && (typeof idx !== 'string' || idx.startsWith('$') || idx === '')) {
      throw mongoError(28822, "includeArrayIndex option to $unwind stage should not be prefixed with a '$'");
    }
    const preserve = o.preserveNullAndEmptyArrays;
    if (preserve !== undefined && typeof preserve !== 'boolean') throw mongoError(28809, 'expected a boolean for the preserveNullAndEmptyArrays option to $unwind stage');
    for (const k of Object.keys(o)) {
      if (!['path', 'includeArrayIndex', 'preserveNullAndEmptyArrays'].includes(k)) throw mongoError(28811, `unrecognized option to $unwind stage: ${k}`);
    }
    return (input) => unwind(input, path.slice(1).split('.'), idx as string | undefined, !!preserve);
  },
  $sample: (spec) => {
    if (!isPlainObject(spec) || !isNumeric(spec.size)) throw mongoError(28745, 'size argument to $sample must be a number');
    const size = toNumber(spec.size);
    if (size < 0) throw mongoError(28747, 'size argument to $sample must not be negative');
    return function* (input) {
      const all = [...input];
      for (let i = all.length - 1; i > 0; i--) {
        const j = Math.floor(Math.random() * (i + 1));
        [all[i], all[j]] = [all[j], all[i]];
      }
      yield* all.slice(0, size);
    };
  },
  $listLocalSessions: (spec, ctx) => {
    if (!isPlainObject(spec)) throw mongoError(40394, '$listLocalSessions options must be an object');
    return function* () {
      if (ctx.localSessions) yield* ctx.localSessions();
    };
  },
  $documents: (spec, ctx) => {
    const e = compileExpression(spec);
    return function* () {
      const docs = evaluate(e, {}, ctx.vars, ctx);
      if (!Array.isArray(docs) || docs.some((d) => !isPlainObject(d))) throw mongoError(5858203, 'error during $documents evaluation: an array of objects is required');
      yield* docs as Document[];
    };
  },
};

