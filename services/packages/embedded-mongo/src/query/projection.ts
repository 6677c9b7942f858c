// Find projections: inclusion or exclusion trees, $slice, $elemMatch, positional `field.$`, computed fields.
import { Double, type Document } from 'bson';
import { isPlainObject } from './bson-types';
import { badValue, mongoError } from './errors';
import { compileExpression, evaluate, type Expr } from './expr';
import { compileFilter } from './match';
import { firstArrayAt, recordedPosition } from './positional';
import { parseSlice, sliceArray } from './slice';
import { buildTree, type ProjNode } from './projection-tree';
import type { QueryContext } from './index';
import { withResolvedVars } from './vars';
import { getOwn, setOwn } from './own';
import { textScoreOf } from './text-meta';
import { setField } from './add-fields';

export function compileProjection(projection: Document, query?: Document, ctx: QueryContext = {}): (doc: Document) => Document {
  return compileProjectionWith(projection, query, ctx, false);
}

/** `agg`: a $project stage, where $slice / $elemMatch are expressions and there is no positional form. */
export function compileProjectionWith(
  projection: Document,
  query: Document | undefined,
  ctx: QueryContext,
  agg: boolean,
): (doc: Document) => Document {
  if (!projection || Object.keys(projection).length === 0) {
    if (agg) throw mongoError(51272, 'Invalid $project :: caused by :: projection specification must have at least one field');
    return (d) => d;
  }
  const expr = (_path: string, spec: unknown): ProjNode => ({ kind: 'expr', expr: compileExpression(spec) });
  const tree = buildTree(
    projection,
    agg
      ? { slice: (p, s) => expr(p, { $slice: s }), elemMatch: (p, s) => expr(p, { $elemMatch: s }), expr, agg }
      : {
          slice: (path, spec) => ({ kind: 'slice', spec: parseSlice(spec, path) }),
          elemMatch: (path, spec) => {
            if (!isPlainObject(spec)) throw badValue('elemMatch: Invalid argument, object required.');
            if (path.includes('.')) throw mongoError(31275, 'Cannot use $elemMatch projection on a nested field.');
            // Same semantics as the query operator (value form for operators, document form otherwise),
            // tested on one element at a time.
            const m = compileFilter({ x: { $elemMatch: spec } });
            return { kind: 'elemMatch', match: (e: unknown) => m({ x: [e] }) };
          },
          expr,
        },
  );
  const { root, inclusion, positional, textScores } = tree;
  const env: ProjEnv = { vars: withResolvedVars(ctx).vars, ctx };
  const score = textScores.length ? textScoreOf(ctx, 'projection') : undefined;
  return (doc) => {
    // With only {$meta} fields the projection excludes nothing: the whole document, plus them.
    let out = inclusion ? include(doc, root, doc, true, env) : exclude(doc, root, doc);
    if (positional) out = applyPositional(doc, out, positional, query, ctx);
    if (score) for (const p of textScores) setField(out, p.split('.'), new Double(score(doc)));
    return out;
  };
}

/** What computed fields are evaluated with: the command's variables and the query context ($meta). */
interface ProjEnv {
  vars?: Document;
  ctx: QueryContext;
}

function include(v: Document, node: Map<string, ProjNode>, root: Document, top: boolean, env: ProjEnv): Document {
  const out: Document = {};
  if (top && !node.has('_id') && v._id !== undefined) out._id = v._id;
  const idSpec = top ? node.get('_id') : undefined;
  if (idSpec?.kind === 'expr') {
    const id = evaluate(idSpec.expr, root, env.vars, env.ctx);
    if (id !== undefined) out._id = id;
  }
  for (const key of Object.keys(v)) {
    const spec = node.get(key);
    if (!spec) continue;
    const val = v[key];
    const r = projectValue(val, spec, root, true, env);
    if (r !== undefined) setOwn(out, key, r);
  }
  for (const [key, spec] of node) {
    if (spec.kind === 'expr' && !(top && key === '_id')) {
      const r = evaluate(spec.expr as Expr, root, env.vars, env.ctx);
      if (r !== undefined) setOwn(out, key, r);
    } else if (spec.kind === 'tree' && !Object.hasOwn(out, key) && hasExpr(spec.children)) {
      setOwn(out, key, include({}, spec.children, root, false, env));
    }
  }
  return out;
}

function hasExpr(node: Map<string, ProjNode>): boolean {
  for (const s of node.values()) if (s.kind === 'expr' || (s.kind === 'tree' && hasExpr(s.children))) return true;
  return false;
}

function projectValue(val: unknown, spec: ProjNode, root: Document, inclusion: boolean, env?: ProjEnv): unknown {
  switch (spec.kind) {
    case 'include':
      return val;
    case 'exclude':
      return undefined;
    case 'expr':
      return undefined;
    case 'slice':
      return Array.isArray(val) ? sliceArray(val, spec.spec) : val;
    case 'elemMatch': {
      if (!Array.isArray(val)) return undefined;
      const hit = val.find((e) => spec.match(e));
      return hit === undefined ? undefined : [hit];
    }
    case 'tree': {
      if (Array.isArray(val)) {
        const items: unknown[] = [];
        for (const e of val) {
          if (isPlainObject(e)) items.push(inclusion ? include(e, spec.children, root, false, env!) : exclude(e, spec.children, root));
          else if (Array.isArray(e)) items.push(projectValue(e, spec, root, inclusion, env));
          else if (!inclusion) items.push(e);
        }
        return items;
      }
      if (isPlainObject(val)) return inclusion ? include(val, spec.children, root, false, env!) : exclude(val, spec.children, root);
      return inclusion ? undefined : val;
    }
  }
}

function exclude(v: Document, node: Map<string, ProjNode>, root: Document): Document {
  const out: Document = {};
  for (const key of Object.keys(v)) {
    const spec = node.get(key);
    if (!spec) {
      setOwn(out, key, v[key]);
      continue;
    }
    const r = projectValue(v[key], spec, root, false);
    if (r !== undefined) setOwn(out, key, r);
  }
  return out;
}

/**
 * `path.$`: the first array on the path is cut down to the element at the position the query recorded
 * (whatever array recorded it, as in MongoDB); below that element only the rest of the path is kept.
 */
function applyPositional(doc: Document, out: Document, path: string, query: Document | undefined, ctx: QueryContext): Document {
  const parts = path.split('.');
  const at = firstArrayAt(doc, parts);
  if (at < 0) return out;
  let arr: unknown = doc;
  for (let i = 0; i < at; i++) arr = getOwn(arr as Document, parts[i]);
  const list = arr as unknown[];
  const idx = recordedPosition(doc, query, ctx);
  if (idx === undefined || idx >= list.length) {
    throw mongoError(
      51246,
      "Executor error during find command :: caused by :: positional operator '.$' couldn't find a matching element in the array",
    );
  }
  const rest = parts.slice(at).join('.');
  let element = list[idx];
  if (rest) element = compileProjection({ [`v.${rest}`]: 1, _id: 0 })({ v: element }).v;
  let cur = out;
  for (let i = 0; i < at - 1; i++) {
    const next = getOwn(cur, parts[i]);
    if (!isPlainObject(next)) return out;
    cur = next;
  }
  setOwn(cur, parts[at - 1], element === undefined ? [] : [element]);
  return out;
}
