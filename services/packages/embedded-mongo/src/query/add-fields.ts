// $addFields / $set: computed fields at dotted paths; an embedded plain document merges into the existing one.
import type { Document } from 'bson';
import { isPlainObject } from './bson-types';
import { mongoError } from './errors';
import { compileExpression, REMOVE, type Expr } from './expr';
import { typeName } from './expr-util';
import { isOperatorObject } from './match-ops';
import { mapIt } from './iter-util';
import type { PipelineContext } from './index';
import type { Stage } from './pipeline';
import { getOwn, setOwn } from './own';

type FieldSetter = { parts: string[]; expr: Expr | FieldSetter[]; key: string };

/** $addFields: an embedded plain document merges into the existing sub-document. */
function compileSetters(spec: Document, prefix = ''): FieldSetter[] {
  return Object.keys(spec).map((path) => {
    if (path.startsWith('$'))
      throw mongoError(16410, `FieldPath field names may not start with '$'. Consider using $getField or $setField.`);
    const v = spec[path];
    const expr =
      isPlainObject(v) && !isOperatorObject(v) && Object.keys(v).length > 0 ? compileSetters(v, prefix + path + '.') : compileExpression(v);
    return { parts: path.split('.'), expr, key: path };
  });
}

export function setField(target: Document, parts: string[], value: unknown, i = 0): void {
  const k = parts[i];
  if (i === parts.length - 1) {
    if (value === undefined || value === REMOVE) delete target[k];
    else setOwn(target, k, value);
    return;
  }
  const cur = getOwn(target, k);
  if (Array.isArray(cur)) {
    setOwn(
      target,
      k,
      cur.map((e) => {
        if (!isPlainObject(e)) return e;
        const copy = { ...e };
        setField(copy, parts, value, i + 1);
        return copy;
      }),
    );
    return;
  }
  const next: Document = isPlainObject(cur) ? { ...cur } : {};
  setField(next, parts, value, i + 1);
  setOwn(target, k, next);
}

function applySetters(doc: Document, root: Document, setters: FieldSetter[], vars: Document | undefined, ctx: PipelineContext): Document {
  const out: Document = { ...doc };
  for (const s of setters) {
    if (Array.isArray(s.expr)) {
      const cur = getOwn(out, s.parts[0]);
      const base = isPlainObject(cur) ? cur : {};
      setField(out, s.parts, applySetters(base, root, s.expr, vars, ctx));
    } else {
      setField(out, s.parts, s.expr({ root, current: root, vars: (vars ?? {}) as Record<string, unknown>, ctx }));
    }
  }
  return out;
}

export function addFields(spec: unknown, ctx: PipelineContext, name: string): Stage {
  if (!isPlainObject(spec)) throw mongoError(40272, `${name} specification stage must be an object, got ${typeName(spec)}`);
  const setters = compileSetters(spec);
  return (input) => mapIt(input, (d) => applySetters(d, d, setters, ctx.vars, ctx));
}
