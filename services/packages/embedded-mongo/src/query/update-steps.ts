// Parsing an operator update into steps: validation, conflict detection, MongoDB's field order.
import type { Document } from 'bson';
import { isPlainObject } from './bson-types';
import { mongoError } from './errors';
import { toJsonish } from './format';
import { isIndexPart } from './paths';
import { UPDATE_OPS } from './update-ops';
import { setOwn } from './own';

export interface Step {
  op: string;
  path: string;
  parts: string[];
  arg: unknown;
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
    if (!Object.hasOwn(UPDATE_OPS, op) && op !== '$rename') {
      throw mongoError(9, `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`);
    }
    if (!isPlainObject(spec)) {
      throw mongoError(
        9,
        `Modifiers operate on fields but we found type ${typeof spec === 'string' ? 'string' : Array.isArray(spec) ? 'array' : 'int'} instead. For example: {$mod: {<field>: ...}} not {${op}: ${toJsonish(spec)}}`,
      );
    }
    for (const path of Object.keys(spec)) {
      if (path === '') throw mongoError(56, 'An empty update path is not valid.');
      const parts = path.split('.');
      if (parts.some((p) => p === ''))
        throw mongoError(56, `The update path '${path}' contains an empty field name, which is not allowed.`);
      steps.push({ op, path, parts, arg: spec[path] });
    }
  }
  return steps;
}

const isArrayUpdate = (part: string): boolean => part.startsWith('$[') && part.endsWith(']');

/**
 * Where two update paths collide, or undefined. `$[]` / `$[id]` segments against each other may still touch
 * different elements (checked when applied); against `$`, an index or a field name they always collide.
 */
function conflictAt(p: string[], q: string[]): string | undefined {
  const n = Math.min(p.length, q.length);
  let maybeDisjoint = false;
  for (let i = 0; i < n; i++) {
    if (p[i] === q[i]) continue;
    const ap = isArrayUpdate(p[i]);
    const aq = isArrayUpdate(q[i]);
    if (ap && aq) {
      maybeDisjoint = true;
      continue;
    }
    if (ap || aq || p[i] === '$' || q[i] === '$') return p.slice(0, i).join('.');
    return undefined;
  }
  return maybeDisjoint ? undefined : (p.length <= q.length ? p : q).join('.');
}

function checkConflicts(steps: Step[]): void {
  const seen: string[][] = [];
  for (const s of steps) {
    const paths = [s.parts];
    if (s.op === '$rename' && typeof s.arg === 'string' && s.arg !== s.path) paths.push(s.arg.split('.'));
    for (const p of paths) {
      for (const q of seen) {
        const at = conflictAt(p, q);
        if (at !== undefined) throw mongoError(40, `Updating the path '${p.join('.')}' would create a conflict at '${at}'`);
      }
      seen.push(p);
    }
  }
}

export function describe(steps: Step[]): Document {
  const out: Document = {};
  for (const s of steps) setOwn((out[s.op] ??= {}) as Document, s.path, s.arg);
  return out;
}

// A multi-document update applies the same update document to every match: parse it once.
const parsed = new WeakMap<Document, Step[]>();

export function stepsOf(update: Document): Step[] {
  let steps = parsed.get(update);
  if (!steps) {
    steps = parseSteps(update);
    checkConflicts(steps);
    steps.sort((a, b) => comparePaths(a.parts, b.parts));
    parsed.set(update, steps);
  }
  return steps;
}
