// Parses a find projection into a tree of per-field actions and decides inclusion vs exclusion mode.
import type { Document } from 'bson';
import { isNumeric, isPlainObject, toNumber } from './bson-types';
import { badValue, mongoError } from './errors';
import type { SliceSpec } from './slice';
import type { Expr } from './expr';

export type ProjNode =
  | { kind: 'include' }
  | { kind: 'exclude' }
  | { kind: 'expr'; expr: Expr }
  | { kind: 'slice'; spec: SliceSpec }
  | { kind: 'elemMatch'; match: (element: unknown) => boolean }
  | { kind: 'tree'; children: Map<string, ProjNode> };

type Factory = (path: string, spec: unknown) => ProjNode;

export interface ProjTree {
  root: Map<string, ProjNode>;
  inclusion: boolean;
  positional?: string;
  /** Paths that get {$meta: 'textScore'}: added after projecting, in either mode (as mongod 4.4+ does). */
  textScores: string[];
}

function insert(root: Map<string, ProjNode>, path: string, node: ProjNode): void {
  const parts = path.split('.');
  let cur = root;
  for (let i = 0; i < parts.length - 1; i++) {
    const existing = cur.get(parts[i]);
    if (existing && existing.kind !== 'tree') {
      throw mongoError(31249, `Path collision at ${path} remaining portion ${parts.slice(i + 1).join('.')}`);
    }
    if (!existing) {
      const t: ProjNode = { kind: 'tree', children: new Map() };
      cur.set(parts[i], t);
      cur = t.children;
    } else cur = existing.children;
  }
  const last = parts[parts.length - 1];
  if (cur.has(last)) throw mongoError(31250, `Path collision at ${path}`);
  cur.set(last, node);
}

export function buildTree(projection: Document, f: { slice: Factory; elemMatch: Factory; expr: Factory; agg?: boolean }): ProjTree {
  const root = new Map<string, ProjNode>();
  let mode: 'inc' | 'exc' | undefined;
  let positional: string | undefined;
  const textScores: string[] = [];
  const setMode = (m: 'inc' | 'exc', path: string) => {
    if (path === '_id') return;
    if (mode && mode !== m) {
      if (mode === 'inc') throw mongoError(31254, `Cannot do exclusion on field ${path} in inclusion projection`);
      throw mongoError(31253, `Cannot do inclusion on field ${path} in exclusion projection`);
    }
    mode = m;
  };
  const walk = (spec: Document, prefix: string) => {
    for (const key of Object.keys(spec)) {
      const path = prefix + key;
      const v = spec[key];
      if (key.startsWith('$') && !prefix)
        throw badValue(`FieldPath field names may not start with '$'. Consider using $getField or $setField.`);
      if ((path.endsWith('.$') || path === '$') && !f.agg) {
        if (path === '.$' || path === '$') throw mongoError(5392900, 'Projection on field $ is not allowed');
        if (isPlainObject(v) && '$slice' in v) throw mongoError(31271, "positional projection cannot be used with '$slice'");
        if (positional) throw mongoError(31276, 'Cannot specify more than one positional projection per query.');
        positional = path.slice(0, -2);
        setMode('inc', path);
        insert(root, positional, { kind: 'include' });
      } else if (isPlainObject(v)) {
        const k0 = Object.keys(v)[0];
        if (k0 === '$slice') insert(root, path, f.slice(path, v.$slice));
        else if (k0 === '$elemMatch') {
          setMode('inc', path);
          insert(root, path, f.elemMatch(path, v.$elemMatch));
        } else if (k0 === '$meta' && !f.agg) {
          if (v.$meta !== 'textScore') throw badValue(`$meta projection of '${String(v.$meta)}' is not supported by embedded-mongo`);
          textScores.push(path);
        } else if (k0 !== undefined && k0.startsWith('$')) {
          setMode('inc', path);
          insert(root, path, f.expr(path, v));
        } else if (k0 === undefined) throw badValue(`An empty sub-projection is not a valid value. Found empty object at path ${path}`);
        else walk(v, path + '.');
      } else if (isNumeric(v) || typeof v === 'boolean') {
        const on = typeof v === 'boolean' ? v : toNumber(v) !== 0;
        setMode(on ? 'inc' : 'exc', path);
        insert(root, path, { kind: on ? 'include' : 'exclude' });
      } else {
        setMode('inc', path);
        insert(root, path, f.expr(path, v));
      }
    }
  };
  walk(projection, '');
  const idSpec = root.get('_id');
  const inclusion = mode === 'inc' || (mode === undefined && idSpec?.kind !== 'exclude' && idSpec !== undefined && !hasOnlySlices(root));
  if (!inclusion && idSpec?.kind === 'include') root.delete('_id');
  return { root, inclusion, positional, textScores };
}

function hasOnlySlices(root: Map<string, ProjNode>): boolean {
  for (const [k, n] of root) if (k !== '_id' && n.kind !== 'slice') return false;
  return root.size > 1;
}
