// $setWindowFields: per-partition windows (documents or numeric range) over the accumulators, plus
// $rank, $denseRank, $documentNumber and $shift.
import { Int32, type Document } from 'bson';
import { isNumeric, isPlainObject, toNumber } from './bson-types';
import { compareValues, stringComparer } from './compare';
import { mongoError } from './errors';
import { compileExpression, REMOVE, type Env, type Expr } from './expr';
import { compileAccumulator, type CompiledAcc } from './accumulators';
import { groupKey } from './group-key';
import { setField } from './add-fields';
import { sortDocuments, sortKey } from './sort';
import type { PipelineContext } from './index';
import type { Stage, StageCompiler } from './pipeline';

type Bound = number | 'unbounded' | 'current';
interface Output {
  path: string[];
  kind: 'acc' | 'rank' | 'denseRank' | 'documentNumber' | 'shift';
  acc?: CompiledAcc;
  docs?: [Bound, Bound];
  range?: [Bound, Bound];
  shift?: { output: Expr; by: number; dflt: Expr };
}

function bound(v: unknown): Bound {
  if (v === 'unbounded' || v === 'current') return v;
  if (isNumeric(v)) return toNumber(v);
  throw mongoError(5371700, `Window bounds must be 'unbounded', 'current', or a number, got ${String(v)}`);
}

function parseOutput(field: string, spec: unknown): Output {
  if (!isPlainObject(spec)) throw mongoError(40414, `$setWindowFields output field '${field}' must be an object`);
  const { window, ...rest } = spec;
  const op = Object.keys(rest)[0];
  const path = field.split('.');
  if (op === '$rank' || op === '$denseRank' || op === '$documentNumber') return { path, kind: op.slice(1) as Output['kind'] };
  if (op === '$shift') {
    const s = rest.$shift as Document;
    return {
      path,
      kind: 'shift',
      shift: { output: compileExpression(s.output), by: toNumber(s.by), dflt: compileExpression(s.default ?? null) },
    };
  }
  const out: Output = { path, kind: 'acc', acc: compileAccumulator(field, rest) };
  if (isPlainObject(window)) {
    if (Array.isArray(window.documents)) out.docs = [bound(window.documents[0]), bound(window.documents[1])];
    if (Array.isArray(window.range)) out.range = [bound(window.range[0]), bound(window.range[1])];
  }
  return out;
}

function indexRange(i: number, n: number, [lo, hi]: [Bound, Bound]): [number, number] {
  const at = (b: Bound, edge: number) => (b === 'unbounded' ? edge : b === 'current' ? i : i + b);
  return [Math.max(0, at(lo, 0)), Math.min(n - 1, at(hi, n - 1))];
}

function computePartition(rows: Document[], outputs: Output[], sortField: string | undefined, ctx: PipelineContext): Document[] {
  const envs: Env[] = rows.map((d) => ({ root: d, current: d, vars: (ctx.vars ?? {}) as Record<string, unknown>, ctx }));
  const str = stringComparer(ctx);
  const keys = sortField ? rows.map((d) => sortKey(d, sortField, 1, str)) : [];
  const results = rows.map((d) => ({ ...d }));
  for (const o of outputs) {
    let rank = 0;
    let dense = 0;
    for (let i = 0; i < rows.length; i++) {
      let value: unknown;
      const tieWithPrev = i > 0 && sortField !== undefined && compareValues(keys[i], keys[i - 1]) === 0;
      if (o.kind === 'documentNumber') value = new Int32(i + 1);
      else if (o.kind === 'rank') value = new Int32(tieWithPrev ? rank : (rank = i + 1));
      else if (o.kind === 'denseRank') value = new Int32(tieWithPrev ? dense : ++dense);
      else if (o.kind === 'shift') {
        const j = i + o.shift!.by;
        value = j >= 0 && j < rows.length ? o.shift!.output(envs[j]) : o.shift!.dflt(envs[i]);
      } else {
        let [from, to] = [0, rows.length - 1];
        if (o.docs) [from, to] = indexRange(i, rows.length, o.docs);
        const state = o.acc!.make();
        for (let j = from; j <= to; j++) {
          if (o.range && !inRange(keys[j], keys[i], o.range)) continue;
          state.add(o.acc!.expr(envs[j]), envs[j]);
        }
        value = state.result();
      }
      if (value !== undefined && value !== REMOVE) setField(results[i], o.path, value);
    }
  }
  return results;
}

function inRange(v: unknown, cur: unknown, [lo, hi]: [Bound, Bound]): boolean {
  if (!isNumeric(v) || !isNumeric(cur)) return false;
  const x = toNumber(v) - toNumber(cur);
  return (lo === 'unbounded' || x >= (lo === 'current' ? 0 : lo)) && (hi === 'unbounded' || x <= (hi === 'current' ? 0 : hi));
}

const setWindowFields: StageCompiler = (spec, ctx) => {
  if (!isPlainObject(spec) || !isPlainObject(spec.output)) throw mongoError(40414, "$setWindowFields requires an 'output' object");
  const partition = spec.partitionBy === undefined ? undefined : compileExpression(spec.partitionBy);
  const sortBy = isPlainObject(spec.sortBy) ? spec.sortBy : undefined;
  const sortField = sortBy ? Object.keys(sortBy)[0] : undefined;
  const outputs = Object.entries(spec.output).map(([f, s]) => parseOutput(f, s));
  const stage: Stage = function* (input) {
    const parts = new Map<string, Document[]>();
    for (const d of input) {
      const env = { root: d, current: d, vars: (ctx.vars ?? {}) as Record<string, unknown>, ctx };
      const k = partition ? groupKey(partition(env) ?? null) : '';
      let list = parts.get(k);
      if (!list) parts.set(k, (list = []));
      list.push(d);
    }
    for (const rows of parts.values()) yield* computePartition(sortBy ? sortDocuments(rows, sortBy, ctx) : rows, outputs, sortField, ctx);
  };
  return stage;
};

export const WINDOW_STAGES: Record<string, StageCompiler> = { $setWindowFields: setWindowFields };
