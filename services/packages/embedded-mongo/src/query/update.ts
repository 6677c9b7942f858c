// applyUpdate: operator updates, replacements and pipeline updates, with MongoDB's validation.
import type { Document } from 'bson';
import { isPlainObject } from './bson-types';
import { compareValues } from './compare';
import { cloneDeep, identical } from './doc-util';
import { badValue, mongoError } from './errors';
import { toJsonish } from './format';
import { compileFilter } from './match';
import { isIndexPart } from './paths';
import { isReplacement } from './seed';
import { NON_CREATING, UPDATE_OPS, type OpEnv } from './update-ops';
import { resolveTargets, getAt, setAt, unsetAt, type ElementFilters } from './update-paths';
import { applyPipelineUpdate } from './update-pipeline';
import type { UpdateOptions } from './index';
import { withResolvedVars } from './vars';

interface Step {
  op: string;
  path: string;
  parts: string[];
  arg: unknown;
}

const ID_CHANGED = () => mongoError(66, "Performing an update on the path '_id' would modify the immutable field '_id'");

export function applyUpdate(doc: Document, update: Document | Document[], options: UpdateOptions): { doc: Document; modified: boolean } {
  const opts = withResolvedVars(options);
  let out: Document;
  if (Array.isArray(update)) {
    out = applyPipelineUpdate(doc, update, opts);
  } else if (isReplacement(update)) {
    out = replace(doc, update);
  } else {
    out = applyOperators(doc, update, opts);
  }
  checkId(doc, out, !Array.isArray(update) && !isReplacement(update));
  // MongoDB stores _id as the first field.
  if (out._id !== undefined && Object.keys(out)[0] !== '_id') {
    const { _id, ...rest } = out;
    out = { _id, ...rest };
  }
  return { doc: out, modified: !identical(doc, out) };
}

function checkId(before: Document, after: Document, operators: boolean): void {
  if (before._id === undefined) return;
  if (after._id === undefined || compareValues(before._id, after._id) !== 0 || !identical(before._id, after._id)) {
    if (after._id === undefined || operators) throw ID_CHANGED();
    throw mongoError(66, `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${toJsonish(after._id)}`);
  }
}

function replace(doc: Document, replacement: Document): Document {
  const out: Document = {};
  const id = doc._id !== undefined ? doc._id : replacement._id;
  if (id !== undefined) out._id = id;
  if (replacement._id !== undefined && doc._id !== undefined && compareValues(replacement._id, doc._id) !== 0) {
    throw mongoError(66, `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${toJsonish(replacement._id)}`);
  }
  for (const k of Object.keys(replacement)) if (k !== '_id') out[k] = cloneDeep(replacement[k]);
  return out;
}

function comparePaths(a: string[], b: string[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    if (a[i] === b[i]) continue;
    if (isIndexPart(a[i]) && isIndexPart(b[i])) return Number(a[i]) - Number(b[i]);
    return a[i] < b[i] ? -1 : 1;
  }
  return a.length - b.length;
}

function parseSteps(update: Document): Step[] {
  const steps: Step[] = [];
  for (const op of Object.keys(update)) {
    const spec = update[op];
    if (!(op in UPDATE_OPS) && op !== '$rename') {
      throw mongoError(9, `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`);
    }
    if (!isPlainObject(spec)) {
      throw mongoError(9, `Modifiers operate on fields but we found type ${typeof spec === 'string' ? 'string' : Array.isArray(spec) ? 'array' : 'int'} instead. For example: {$mod: {<field>: ...}} not {${op}: ${toJsonish(spec)}}`);
    }
    for (const path of Object.keys(spec)) {
      if (path === '') throw mongoError(56, 'An empty update path is not valid.');
      const parts = path.split('.');
      if (parts.some((p) => p === '')) throw mongoError(56, `The update path '${path}' contains an empty field name, which is not allowed.`);
      steps.push({ op, path, parts, arg: spec[path] });
    }
  }
  return steps;
}

function checkConflicts(steps: Step[]): void {
  const seen: string[][] = [];
  for (const s of steps) {
    const paths = [s.parts];
    if (s.op === '$rename' && typeof s.arg === 'string') paths.push(s.arg.split('.'));
    for (const p of paths) {
      for (const q of seen) {
        const n = Math.min(p.length, q.length);
        let same = true;
        for (let i = 0; i < n && same; i++) same = p[i] === q[i];
        if (same) throw mongoError(40, `Updating the path '${p.join('.')}' would create a conflict at '${(p.length <= q.length ? p : q).join('.')}'`);
      }
      seen.push(p);
    }
  }
}

/** Array filters by identifier: each one tests an element placed in a holder under that identifier. */
function compileArrayFilters(opts: UpdateOptions, steps: Step[]): ElementFilters {
  const filters: ElementFilters = new Map();
  for (const f of opts.arrayFilters ?? []) {
    if (!isPlainObject(f)) throw mongoError(14, 'arrayFilters must be an array of objects');
    const ids = new Set<string>();
    collectIds(f, ids);
    if (ids.size === 0) throw mongoError(9, 'Cannot use an expression without a top-level field name in arrayFilters');
    if (ids.size > 1) {
      const [a, b] = [...ids];
      throw mongoError(9, `Error parsing array filter :: caused by :: Expected a single top-level field name, found '${a}' and '${b}'`);
    }
    const id = [...ids][0];
    if (!/^[a-z][a-zA-Z0-9]*$/.test(id)) {
      throw badValue(`Error parsing array filter :: caused by :: The top-level field name must be an alphanumeric string beginning with a lowercase letter, found '${id}'`);
    }
    if (filters.has(id)) throw mongoError(9, `Found multiple array filters with the same top-level field name ${id}`);
    const m = compileFilter(f, opts);
    filters.set(id, (e) => m({ [id]: e }));
  }
  const used = new Set<string>();
  for (const s of steps) for (const p of s.parts) if (p.startsWith('$[') && p.length > 3) used.add(p.slice(2, -1));
  for (const id of filters.keys()) {
    if (!used.has(id)) throw mongoError(9, `The array filter for identifier '${id}' was not used in the update ${toJsonish(describe(steps))}`);
  }
  return filters;
}

function describe(steps: Step[]): Document {
  const out: Document = {};
  for (const s of steps) ((out[s.op] ??= {}) as Document)[s.path] = s.arg;
  return out;
}

function collectIds(f: Document, ids: Set<string>): void {
  for (const k of Object.keys(f)) {
    if (k.startsWith('$')) {
      const v = f[k];
      if (Array.isArray(v)) for (const sub of v) if (isPlainObject(sub)) collectIds(sub, ids);
    } else ids.add(k.split('.')[0]);
  }
}

// A multi-document update applies the same update document to every match: parse it once.
const parsed = new WeakMap<Document, Step[]>();
const compiledFilters = new WeakMap<Document[], ElementFilters>();

function stepsOf(update: Document): Step[] {
  let steps = parsed.get(update);
  if (!steps) {
    steps = parseSteps(update);
    checkConflicts(steps);
    steps.sort((a, b) => comparePaths(a.parts, b.parts));
    parsed.set(update, steps);
  }
  return steps;
}

function filtersOf(opts: UpdateOptions, steps: Step[]): ElementFilters {
  if (!opts.arrayFilters) return compileArrayFilters(opts, steps);
  let f = compiledFilters.get(opts.arrayFilters);
  if (!f) {
    f = compileArrayFilters(opts, steps);
    compiledFilters.set(opts.arrayFilters, f);
  }
  return f;
}

function applyOperators(doc: Document, update: Document, opts: UpdateOptions): Document {
  const steps = stepsOf(update);
  const filters = filtersOf(opts, steps);
  const out = cloneDeep(doc);
  const env: OpEnv = { doc: out, opts };
  for (const s of steps) {
    if (s.op === '$setOnInsert' && !opts.isInsert) continue;
    if (s.parts[0] === '_id' && s.op !== '$set' && s.op !== '$setOnInsert' && doc._id !== undefined) throw ID_CHANGED();
    if (s.op === '$rename') {
      rename(out, s, opts, filters);
      continue;
    }
    const r = { opts, filters, rawPath: s.path };
    const targets = resolveTargets(out, s.parts, r, !NON_CREATING.has(s.op));
    for (const t of targets) UPDATE_OPS[s.op](t, s.arg, env);
  }
  return out;
}

function rename(out: Document, s: Step, opts: UpdateOptions, filters: ElementFilters): void {
  const to = s.arg;
  if (typeof to !== 'string') throw badValue(`The 'to' field for $rename must be a string: ${s.path}: ${toJsonish(to)}`);
  if (to === s.path) throw badValue(`The source and target field for $rename must differ: ${s.path}: ${JSON.stringify(to)}`);
  if (s.parts.some((p) => p.startsWith('$'))) throw badValue(`The source field for $rename may not be dynamic: ${s.path}`);
  if (to.split('.').some((p) => p.startsWith('$'))) throw badValue(`The destination field for $rename may not be dynamic: ${to}`);
  if (to === '' || to.split('.').some((p) => p === '')) throw mongoError(56, 'An empty update path is not valid.');
  const r = { opts, filters, rawPath: s.path };
  const src = resolveTargets(out, s.parts, r, false);
  if (src.length === 0) return;
  const t = src[0];
  if (Array.isArray(t.parent)) throw badValue(`The source field cannot be an array element, '${s.path}' in doc with ${toJsonish(out)}`);
  const value = getAt(t.parent, t.key);
  if (value === undefined) return;
  for (let i = 1; i < s.parts.length; i++) {
    if (Array.isArray(getPathPlain(out, s.parts.slice(0, i)))) throw badValue(`The source field cannot be an array element, '${s.path}' in doc with ${toJsonish(out)}`);
  }
  const toParts = to.split('.');
  for (let i = 1; i < toParts.length; i++) {
    if (Array.isArray(getPathPlain(out, toParts.slice(0, i)))) throw badValue(`The destination field cannot be an array element, '${to}' in doc with ${toJsonish(out)}`);
  }
  unsetAt(t.parent, t.key);
  const dst = resolveTargets(out, toParts, { ...r, rawPath: to }, true);
  for (const d of dst) setAt(d.parent, d.key, value);
}

function getPathPlain(doc: Document, parts: string[]): unknown {
  let v: unknown = doc;
  for (const p of parts) {
    if (!isPlainObject(v)) return undefined;
    v = v[p];
  }
  return v;
}
