// $graphLookup (breadth-first over another collection) and $redact.
import { Long, type Document } from 'bson';
import { isNumeric, isPlainObject, toNumber } from './bson-types';
import { mongoError } from './errors';
import { compileExpression, evaluate, REMOVE } from './expr';
import { groupKey } from './group-key';
import { compileFilter } from './match';
import { valuesAtPath } from './paths';
import type { PipelineContext } from './index';
import type { Stage, StageCompiler } from './pipeline';
import { setOwn } from './own';

function graphLookup(spec: unknown, ctx: PipelineContext): Stage {
  if (!isPlainObject(spec)) throw mongoError(40327, 'the $graphLookup stage specification must be an object');
  const { from, startWith, connectFromField, connectToField, as, maxDepth, depthField, restrictSearchWithMatch } = spec;
  for (const [k, v] of [
    ['from', from],
    ['connectFromField', connectFromField],
    ['connectToField', connectToField],
    ['as', as],
  ] as const) {
    if (typeof v !== 'string') throw mongoError(40103, `$graphLookup requires '${k}' to be a string`);
  }
  if (startWith === undefined) throw mongoError(40105, "$graphLookup requires a 'startWith' expression");
  if (maxDepth !== undefined && (!isNumeric(maxDepth) || toNumber(maxDepth) < 0))
    throw mongoError(40101, 'maxDepth requires a nonnegative argument');
  const start = compileExpression(startWith);
  const restrict = isPlainObject(restrictSearchWithMatch) ? compileFilter(restrictSearchWithMatch, ctx) : () => true;
  const limit = maxDepth === undefined ? Infinity : toNumber(maxDepth);
  return function* (input) {
    const foreign = [...ctx.collection(from as string)].filter(restrict);
    const byKey = new Map<string, Document[]>();
    for (const f of foreign) {
      const vals = valuesAtPath(f, connectToField as string);
      for (const v of vals.length ? vals : [null]) {
        const k = groupKey(v);
        let list = byKey.get(k);
        if (!list) byKey.set(k, (list = []));
        list.push(f);
      }
    }
    for (const d of input) {
      const startVal = evaluate(start, d, ctx.vars, ctx);
      let frontier = (Array.isArray(startVal) ? startVal : [startVal]).filter((v) => v !== undefined && v !== REMOVE);
      const found = new Map<Document, number>();
      const seenKeys = new Set<string>();
      for (let depth = 0; depth <= limit && frontier.length; depth++) {
        const next: unknown[] = [];
        for (const v of frontier) {
          const k = groupKey(v);
          if (seenKeys.has(k)) continue;
          seenKeys.add(k);
          for (const f of byKey.get(k) ?? []) {
            if (found.has(f)) continue;
            found.set(f, depth);
            next.push(...valuesAtPath(f, connectFromField as string));
          }
        }
        frontier = next;
      }
      const results = [...found].map(([f, depth]) => (typeof depthField === 'string' ? { ...f, [depthField]: Long.fromNumber(depth) } : f));
      yield { ...d, [as as string]: results };
    }
  };
}

function redact(spec: unknown, ctx: PipelineContext): Stage {
  const e = compileExpression(spec);
  const walk = (doc: Document): Document | undefined => {
    const r = evaluate(e, doc, { ...ctx.vars, DESCEND: '$$DESCEND', PRUNE: '$$PRUNE', KEEP: '$$KEEP' }, ctx);
    if (r === '$$PRUNE') return undefined;
    if (r === '$$KEEP') return doc;
    if (r !== '$$DESCEND')
      throw mongoError(17053, "$redact's expression should not return anything aside from the variables $$KEEP, $$DESCEND, and $$PRUNE");
    const out: Document = {};
    for (const k of Object.keys(doc)) {
      const v = doc[k];
      if (isPlainObject(v)) {
        const sub = walk(v);
        if (sub !== undefined) setOwn(out, k, sub);
      } else if (Array.isArray(v)) {
        setOwn(
          out,
          k,
          v.flatMap((x) => (isPlainObject(x) ? (walk(x) ?? []) : [x])),
        );
      } else setOwn(out, k, v);
    }
    return out;
  };
  return function* (input) {
    for (const d of input) {
      const r = walk(d);
      if (r) yield r;
    }
  };
}

export const GRAPH_STAGES: Record<string, StageCompiler> = { $graphLookup: graphLookup, $redact: redact };
