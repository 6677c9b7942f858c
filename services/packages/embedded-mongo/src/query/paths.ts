// Dotted-path traversal with MongoDB's implicit array expansion.
import type { Document } from 'bson';
import { asDocument } from './as-document';
import { getOwn } from './own';

const pathCache = new Map<string, string[]>();

export function splitPath(path: string): string[] {
  let parts = pathCache.get(path);
  if (!parts) {
    parts = path.split('.');
    if (pathCache.size > 10000) pathCache.clear();
    pathCache.set(path, parts);
  }
  return parts;
}

export function isIndexPart(part: string): boolean {
  const n = part.length;
  if (n === 0 || n > 9) return false;
  for (let i = 0; i < n; i++) {
    const c = part.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return n === 1 || part.charCodeAt(0) !== 48;
}

/**
 * Calls `pred` on each value a query on `parts` sees, stopping at the first true. A missing value is
 * `undefined`. With `expandLeaf`, an array at the end of the path is offered whole and then per element.
 */
export function anyAtPath(v: unknown, parts: string[], i: number, pred: (x: unknown) => boolean, expandLeaf: boolean): boolean {
  if (i === parts.length) {
    if (pred(v)) return true;
    if (expandLeaf && Array.isArray(v)) {
      for (let k = 0; k < v.length; k++) if (pred(v[k])) return true;
    }
    return false;
  }
  if (Array.isArray(v)) {
    // Through an array only its documents (and a numerically indexed element) are followed: scalars are
    // skipped, so {'a.b': null} does not match {a: [1]} or {a: []}, while {a: [{}]} does.
    const part = parts[i];
    if (isIndexPart(part)) {
      const idx = Number(part);
      if (idx < v.length && anyAtPath(v[idx], parts, i + 1, pred, expandLeaf)) return true;
    }
    for (let k = 0; k < v.length; k++) {
      const e = asDocument(v[k]);
      if (e && anyAtPath(getOwn(e, part), parts, i + 1, pred, expandLeaf)) return true;
    }
    return false;
  }
  const d = asDocument(v);
  if (d) return anyAtPath(getOwn(d, parts[i]), parts, i + 1, pred, expandLeaf);
  return pred(undefined);
}

/** Value(s) at a dotted path, arrays expanded (leaf arrays give their elements), as index keys and distinct see them. */
export function valuesAtPath(doc: Document, path: string): unknown[] {
  const out: unknown[] = [];
  collect(doc, splitPath(path), 0, out);
  return out;
}

function collect(v: unknown, parts: string[], i: number, out: unknown[]): void {
  if (v === undefined) return;
  if (i === parts.length) {
    if (Array.isArray(v)) for (const e of v) out.push(e);
    else out.push(v);
    return;
  }
  if (Array.isArray(v)) {
    const part = parts[i];
    if (isIndexPart(part) && Number(part) < v.length) collect(v[Number(part)], parts, i + 1, out);
    for (const e of v) {
      const d = asDocument(e);
      if (d) collect(getOwn(d, part), parts, i + 1, out);
    }
    return;
  }
  const d = asDocument(v);
  if (d) collect(getOwn(d, parts[i]), parts, i + 1, out);
}
