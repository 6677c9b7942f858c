// $rename: moves a value between two paths; neither may pass through an array.
import type { Document } from 'bson';
import { isPlainObject } from './bson-types';
import { badValue, mongoError } from './errors';
import { toJsonish } from './format';
import { getAt, resolveTargets, setAt, unsetAt, type ElementFilters } from './update-paths';
import type { Step } from './update-steps';
import type { UpdateOptions } from './index';
import { getOwn } from './own';

export function rename(out: Document, s: Step, opts: UpdateOptions, filters: ElementFilters): void {
  const to = s.arg;
  if (typeof to !== 'string') throw badValue(`The 'to' field for $rename must be a string: ${s.path}: ${toJsonish(to)}`);
  if (to === s.path) throw badValue(`The source and target field for $rename must differ: ${s.path}: ${JSON.stringify(to)}`);
  if (s.parts.some((p) => p.startsWith('$'))) throw badValue(`The source field for $rename may not be dynamic: ${s.path}`);
  if (to.split('.').some((p) => p.startsWith('$'))) throw badValue(`The destination field for $rename may not be dynamic: ${to}`);
  if (to === '' || to.split('.').some((p) => p === '')) throw mongoError(56, 'An empty update path is not valid.');
  const r = { opts, filters, rawPath: s.path, position: () => undefined };
  const src = resolveTargets(out, s.parts, r, false);
  if (src.length === 0) return;
  const t = src[0];
  if (Array.isArray(t.parent)) throw badValue(`The source field cannot be an array element, '${s.path}' in doc with ${toJsonish(out)}`);
  const value = getAt(t.parent, t.key);
  if (value === undefined) return;
  for (let i = 1; i < s.parts.length; i++) {
    if (Array.isArray(getPathPlain(out, s.parts.slice(0, i))))
      throw badValue(`The source field cannot be an array element, '${s.path}' in doc with ${toJsonish(out)}`);
  }
  const toParts = to.split('.');
  for (let i = 1; i < toParts.length; i++) {
    if (Array.isArray(getPathPlain(out, toParts.slice(0, i))))
      throw badValue(`The destination field cannot be an array element, '${to}' in doc with ${toJsonish(out)}`);
  }
  unsetAt(t.parent, t.key);
  const dst = resolveTargets(out, toParts, { ...r, rawPath: to }, true);
  for (const d of dst) setAt(d.parent, d.key, value);
}

function getPathPlain(doc: Document, parts: string[]): unknown {
  let v: unknown = doc;
  for (const p of parts) {
    if (!isPlainObject(v)) return undefined;
    v = getOwn(v, p);
  }
  return v;
}
