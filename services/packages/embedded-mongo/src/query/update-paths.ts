// Resolving update paths to (container, key) targets: creates intermediate documents, applies
// positional `$`, all-elements `$[]` and filtered `$[id]` segments.
import type { Document } from 'bson';
import { isPlainObject } from './bson-types';
import { badValue, mongoError } from './errors';
import { isIndexPart } from './paths';
import { toJsonish } from './format';
import type { UpdateOptions } from './index';
import { getOwn, setOwn } from './own';

export interface Target {
  parent: Document | unknown[];
  key: string | number;
  /** The concrete path (indices instead of $-segments), for messages. */
  path: string;
}

export type ElementFilters = Map<string, (element: unknown) => boolean>;

export interface ResolveOpts {
  opts: UpdateOptions;
  filters: ElementFilters;
  rawPath: string;
  /** The array position the statement's query recorded on the original document. */
  position: () => number | undefined;
}

export function getAt(parent: Document | unknown[], key: string | number): unknown {
  if (Array.isArray(parent)) return parent[key as number];
  return getOwn(parent, key as string);
}

export function setAt(parent: Document | unknown[], key: string | number, v: unknown): void {
  if (Array.isArray(parent)) {
    const i = key as number;
    while (parent.length < i) parent.push(null);
    parent[i] = v;
  } else setOwn(parent, key as string, v);
}

export function unsetAt(parent: Document | unknown[], key: string | number): void {
  if (Array.isArray(parent)) {
    if ((key as number) < parent.length) parent[key as number] = null;
  } else delete parent[key as string];
}

function cannotCreate(next: string, key: string, value: unknown): Error {
  return mongoError(28, `Cannot create field '${next}' in element {${key}: ${toJsonish(value)}}`);
}

/** Targets of `parts` in `root`. With `create`, missing intermediate documents are created. */
export function resolveTargets(root: Document, parts: string[], r: ResolveOpts, create: boolean): Target[] {
  const out: Target[] = [];
  walk(root, 0, '', parts, r, create, out);
  return out;
}

function arrayIndices(node: unknown[], part: string, prefix: string, r: ResolveOpts): number[] {
  if (part === '$[]') return node.map((_, i) => i);
  const id = part.slice(2, -1);
  const f = r.filters.get(id);
  if (!f) throw badValue(`No array filter found for identifier '${id}' in path '${r.rawPath}'`);
  const out: number[] = [];
  for (let i = 0; i < node.length; i++) if (f(node[i])) out.push(i);
  void prefix;
  return out;
}

function walk(
  node: Document | unknown[],
  i: number,
  prefix: string,
  parts: string[],
  r: ResolveOpts,
  create: boolean,
  out: Target[],
): void {
  let part = parts[i];
  const last = i === parts.length - 1;
  const here = (k: string | number) => (prefix ? `${prefix}.${k}` : String(k));
  if (part === '$') {
    if (!Array.isArray(node)) throw badValue('The positional operator did not find the match needed from the query.');
    const idx = r.position();
    if (idx === undefined || idx >= node.length) throw badValue('The positional operator did not find the match needed from the query.');
    part = String(idx);
  }
  if (part.startsWith('$[') && part.endsWith(']')) {
    if (!Array.isArray(node)) {
      throw badValue(`Cannot apply array updates to non-array element ${prefix.split('.').pop()}: ${toJsonish(node)}`);
    }
    for (const idx of arrayIndices(node, part, prefix, r)) step(node, idx, here(idx));
    return;
  }
  if (Array.isArray(node)) {
    if (!isIndexPart(part)) {
      if (create) throw cannotCreate(part, prefix.split('.').pop() ?? '', node);
      return;
    }
    step(node, Number(part), here(part));
    return;
  }
  step(node, part, here(part));

  function step(container: Document | unknown[], key: string | number, path: string): void {
    if (last) {
      out.push({ parent: container, key, path });
      return;
    }
    let child = getAt(container, key);
    if (child === undefined) {
      if (!create) return;
      if (parts[i + 1].startsWith('$[') || parts[i + 1] === '$') {
        throw badValue(`The path '${path}' must exist in the document in order to apply array updates.`);
      }
      child = {};
      setAt(container, key, child);
    }
    if (isPlainObject(child) || Array.isArray(child)) {
      walk(child, i + 1, path, parts, r, create, out);
    } else if (create) {
      throw cannotCreate(parts[i + 1], String(key), child);
    }
  }
}
